/**
 * The fa and en catalogues. Each area keeps its own file pair (messages/fa/<area>.json and
 * messages/en/<area>.json, same keys); they are merged here. A test fails when the keys differ.
 */
import type { Locale } from '@/state/session';

type Catalogue = Record<string, string>;
const fa = import.meta.glob<Catalogue>('./messages/fa/*.json', { eager: true, import: 'default' });
const en = import.meta.glob<Catalogue>('./messages/en/*.json', { eager: true, import: 'default' });

function merge(files: Record<string, Catalogue>): Catalogue {
  return Object.keys(files)
    .sort()
    .reduce<Catalogue>((all, file) => Object.assign(all, files[file]), {});
}

export const catalogues: Record<Locale, Catalogue> = { fa: merge(fa), en: merge(en) };
export const catalogueFiles = { fa, en };
