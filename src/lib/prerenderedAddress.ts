/**
 * Which pre-rendered file answers an address: the one rule the pre-render names its files by and every
 * server we start serves them by (nginx's config, scripts/deploy/nginxConfig.ts, writes it as two maps;
 * the perf harness's static server, scripts/perf/harness.mjs, reads it as it is).
 *
 * A pre-rendered page is `prerender/<language><path>/<file>`: `<language>` fa or en, `<path>` the page's
 * address as the server decodes it, `<file>` `index.html` for the page itself and `page-<n>.html` for
 * page n (2 and up) of a paged list (the shop, a shop category). It answers the address with no query,
 * or with only the language (`language=fa|en`), the list's page (`page=n`), or both in either order (the
 * app writes `?language=en&page=2`, the pre-rendered links `?page=2&language=en`). Any other query (a
 * search, a page size, `utm_…`) gets the app's index.html, which renders the page itself.
 *
 * Dependency-free: the perf harness loads it on its own.
 */

export const PRERENDER_DIR = 'prerender';

/** The file of page `page` of a paged address (`n` may be an nginx variable's name for the config). */
export const listPageFile = (page: number | string) => (page === 1 || page === '1' ? 'index.html' : `page-${page}.html`);

/** The capture names of the queries below (nginx sets them as variables: named so they cannot clash with another). */
const LANGUAGE = 'prerender_language';
const PAGE = 'prerender_page';
const language = `(?<${LANGUAGE}>fa|en)`;
/** A page number from 2 up, without leading zeros (page 1 is the address without `page`). */
const page = `(?<${PAGE}>[2-9]|[1-9][0-9]+)`;

/** The query strings a pre-rendered file answers, as regular expressions (JavaScript's and PCRE's alike). */
export const PRERENDERED_QUERIES: readonly string[] = [
  '^$',
  `^language=${language}$`,
  `^page=${page}$`,
  `^page=${page}&language=${language}$`,
  `^language=${language}&page=${page}$`,
];

export interface PrerenderedQuery {
  language: 'fa' | 'en';
  page: number;
}

/** The language and list page a query string (without its `?`) is answered in by a pre-rendered file, or null: the app. */
export function prerenderedQuery(query: string): PrerenderedQuery | null {
  for (const source of PRERENDERED_QUERIES) {
    const match = new RegExp(source).exec(query);
    if (match) return { language: match.groups?.[LANGUAGE] === 'en' ? 'en' : 'fa', page: Number(match.groups?.[PAGE] ?? 1) };
  }
  return null;
}

/** The pre-rendered file (relative to the build) that answers `pathname` (decoded) with `query`, or null when the query is the app's. */
export function prerenderedFile(pathname: string, query: string): string | null {
  const matched = prerenderedQuery(query);
  if (!matched) return null;
  const path = pathname.replace(/\/+$/, '');
  return `${PRERENDER_DIR}/${matched.language}${path}/${listPageFile(matched.page)}`;
}

/**
 * The rule as nginx maps over `$args`: `$prerender_lang` (fa, en, or `none`: no file) and
 * `$prerender_file` (index.html or page-<n>.html), for `try_files /prerender/$prerender_lang$uri/$prerender_file`.
 */
export function nginxPageFileMaps(indent = '    '): string {
  // nginx tries a map's regular expressions only on a non-empty value: the empty query is an exact entry
  const quoted = (source: string) => (source === '^$' ? '""' : `"~${source}"`);
  const languageOf = (source: string) => (source.includes(`<${LANGUAGE}>`) ? `$${LANGUAGE}` : 'fa');
  const fileOf = (source: string) => (source.includes(`<${PAGE}>`) ? listPageFile(`$${PAGE}`) : listPageFile(1));
  const map = (variable: string, value: (source: string) => string, otherwise: string) =>
    [`${indent}map $args $${variable} {`, ...PRERENDERED_QUERIES.map((source) => `${indent}    ${quoted(source)} ${value(source)};`), `${indent}    default ${otherwise};`, `${indent}}`].join('\n');
  return `${map('prerender_lang', languageOf, 'none')}\n${map('prerender_file', fileOf, listPageFile(1))}`;
}
