/**
 * The fa and en catalogues. Each area keeps its own file pair (messages/fa/<area>.json and
 * messages/en/<area>.json, same keys; a test fails when they differ).
 *
 * The public areas ship in the first load; the dashboard and admin areas are a separate chunk that
 * `loadFullCatalogues()` fetches before a DASHBOARD screen renders (and as soon as a user signs in).
 * The public list is written out twice because import.meta.glob only takes literal patterns.
 */
import type { Locale } from '@/lib/locale';

/** Plain strings in development and tests; pre-parsed ICU ASTs in production builds (vite.config.ts). */
type Catalogue = Record<string, string>;

const publicFa = import.meta.glob<Catalogue>(
  './messages/fa/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json',
  { eager: true, import: 'default' },
);
const publicEn = import.meta.glob<Catalogue>(
  './messages/en/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json',
  { eager: true, import: 'default' },
);
const restFa = import.meta.glob<Catalogue>(
  ['./messages/fa/*.json', '!./messages/fa/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json'],
  { import: 'default' },
);
const restEn = import.meta.glob<Catalogue>(
  ['./messages/en/*.json', '!./messages/en/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json'],
  { import: 'default' },
);

function merge(files: Record<string, Catalogue>): Catalogue {
  return Object.keys(files)
    .sort()
    .reduce<Catalogue>((all, file) => Object.assign(all, files[file]), {});
}

async function loadAll(files: Record<string, () => Promise<Catalogue>>): Promise<Catalogue> {
  const entries = await Promise.all(Object.entries(files).map(async ([file, load]) => [file, await load()] as const));
  return merge(Object.fromEntries(entries));
}

let current: Record<Locale, Catalogue> = { fa: merge(publicFa), en: merge(publicEn) };
let fullyLoaded = Object.keys(restFa).length === 0;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function getCatalogues(): Record<Locale, Catalogue> {
  return current;
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function catalogueLoaded(): boolean {
  return fullyLoaded;
}

/** Loads the dashboard and admin areas once; the same promise every call. */
export function loadFullCatalogues(): Promise<void> {
  if (!loading) {
    loading = Promise.all([loadAll(restFa), loadAll(restEn)]).then(([fa, en]) => {
      current = { fa: { ...current.fa, ...fa }, en: { ...current.en, ...en } };
      fullyLoaded = true;
      listeners.forEach((listener) => listener());
    });
  }
  return loading;
}
