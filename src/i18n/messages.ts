/**
 * The fa and en catalogues. Each area keeps its own file pair (messages/fa/<area>.json and
 * messages/en/<area>.json, same keys; a test fails when they differ).
 *
 * The public areas come in one pack per language (packs/fa.ts, packs/en.ts, with antd's locale): a
 * page loads its own language's pack before its first render (main.tsx, beside the screen's chunks;
 * a pre-rendered page preloads it), and the other one only when the reader switches (LanguageSync
 * changes the language once it is there), so a visit never downloads the language it does not read.
 * The dashboard and admin areas are a separate chunk that `loadFullCatalogues()` fetches before a
 * DASHBOARD screen renders (and as soon as a user signs in).
 * The public list is written out once per glob because import.meta.glob only takes literal patterns.
 */
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@/lib/locale';
import type { Catalogue, LanguagePack } from './packs/pack';

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

const restPart: Partial<Record<Locale, Catalogue>> = {};
let current: Record<Locale, Catalogue> = { fa: {}, en: {} };
let fullyLoaded = Object.keys(restFa).length === 0;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The packs as loaded so far, one language at a time (exported for its unit test, with stand-in loaders). */
export function languagePacks(loaders: Record<Locale, () => Promise<{ default: LanguagePack }>>, loaded: (language: Locale) => void) {
  const packs: Partial<Record<Locale, LanguagePack>> = {};
  const loads: Partial<Record<Locale, Promise<void>>> = {};
  return {
    get: (language: Locale): LanguagePack | undefined => packs[language],
    /**
     * Loads `language`'s pack once; the same promise every call. A failed load (offline before the
     * worker kept it) is forgotten, so the next call asks again.
     */
    load(language: Locale): Promise<void> {
      loads[language] ??= loaders[language]().then(
        ({ default: pack }) => {
          packs[language] = pack;
          loaded(language);
        },
        (error: unknown) => {
          delete loads[language];
          throw error;
        },
      );
      return loads[language];
    },
  };
}

function update(): void {
  const messages = (language: Locale) => ({ ...packs.get(language)?.messages, ...restPart[language] });
  current = { fa: messages('fa'), en: messages('en') };
  listeners.forEach((listener) => listener());
}

const packs = languagePacks(
  {
    fa: () => import('./packs/fa'),
    en: () => import('./packs/en'),
  },
  update,
);

export function getCatalogues(): Record<Locale, Catalogue> {
  return current;
}

/** antd's locale for `language` once its pack has loaded (antd's own English before). */
export function antdLocale(language: Locale): AntdLocale | undefined {
  return packs.get(language)?.antd;
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether `language`'s public pack is here (the page can be shown in it). */
export function languageLoaded(language: Locale): boolean {
  return packs.get(language) !== undefined;
}

/** Loads `language`'s pack (its public messages and antd's locale) once. */
export function loadLanguage(language: Locale): Promise<void> {
  return packs.load(language);
}

export function catalogueLoaded(): boolean {
  return fullyLoaded;
}

/** Loads the dashboard and admin areas once; the same promise every call. */
export function loadFullCatalogues(): Promise<void> {
  if (!loading) {
    loading = Promise.all([loadAll(restFa), loadAll(restEn)]).then(([fa, en]) => {
      restPart.fa = fa;
      restPart.en = en;
      fullyLoaded = true;
      update();
    });
  }
  return loading;
}
