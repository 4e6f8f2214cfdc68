/**
 * The pre-render run: reads the built index.html, lists the public pages from the API, renders each in
 * fa and en (at most `concurrency` at a time) into a new directory beside dist/, then puts that in place
 * of dist/prerender, dist/sitemap.xml and dist/robots.txt. A page whose call fails is skipped with a
 * warning (the app's fallback serves it); an API that cannot be reached, or a page list that cannot be
 * read, stops the run before anything in dist/ changes.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod/mini';
import { createIntl } from 'react-intl';
import { LOCALES, type Locale } from '@/lib/locale';
import { storeContactSchema } from '@/api/schemas/store';
import { shellHtml } from '@/app/boot/shell';
import { answerShellTexts, publicCatalogue } from '../boot/catalogue';
import { ApiUnreachable, createApi, type Api } from './api';
import { appSanitizer } from './dom';
import { headHtml } from './head';
import { pageDataHtml, recording } from './pageData';
import { discoverPages, pageAddress, renderPage, type PageRef, type Site } from './pages';
import { listPageFile, PRERENDER_DIR } from '@/lib/prerenderedAddress';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';
import { pageHtml, readTemplate } from './template';

export interface PrerenderOptions {
  /** Where the pre-render reads the API (ending in `/`). */
  apiUrl: string;
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  dist: string;
  concurrency: number;
  timeoutMs: number;
  /** The repository root (the catalogues). */
  root: string;
  log?: (line: string) => void;
  /** The fetch the calls use (tests pass one that reaches the loopback mock past msw). */
  fetcher?: typeof fetch;
  progress?: (done: number, total: number) => void;
}

export interface PrerenderResult {
  pages: number;
  files: number;
  skipped: { path: string; language: Locale; reason: string }[];
  ms: number;
}

/** A clear reason for stopping the run (the CLI prints it and exits 1). */
export class PrerenderFailed extends Error {}

/**
 * The file of `path` in `language`: prerender/<language>/<path without the leading slash>/index.html,
 * and page-<n>.html beside it for page n of a paged list (src/lib/prerenderedAddress.ts, the rule the
 * servers find it by).
 */
export function pageFile(path: string, language: Locale, page = 1): string {
  const segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\') || segment.includes('\0'))) {
    throw new Error(`unsafe path ${path}`);
  }
  return join(PRERENDER_DIR, language, ...segments, listPageFile(page));
}

/**
 * The page's own links in its language: an en file's links to the site's pages carry `language=en`
 * (the address the en files are served at), so a reader without JavaScript stays in English; fa is
 * the default and needs none.
 */
export function inLanguage(root: string, language: Locale): string {
  if (language === 'fa') return root;
  return root.replace(/ href="(\/(?!\/)[^"#]*)"/g, (_, href: string) => ` href="${href}${href.includes('?') ? '&amp;' : '?'}language=en"`);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const started = Date.now();
  const log = options.log ?? ((line) => console.log(line));
  const indexFile = join(options.dist, 'index.html');
  if (!existsSync(indexFile)) throw new PrerenderFailed(`${indexFile} not found: run \`npm run build\` first`);
  let template;
  try {
    template = readTemplate(await readFile(indexFile, 'utf8'));
  } catch (error) {
    throw new PrerenderFailed(`${indexFile}: ${(error as Error).message}`);
  }
  const api: Api = createApi(options.apiUrl, options.timeoutMs, options.fetcher);
  const catalogue = { fa: publicCatalogue(options.root, 'fa'), en: publicCatalogue(options.root, 'en') };
  const intlOf = (language: Locale) => createIntl({ locale: language, messages: catalogue[language], defaultLocale: 'fa', onError: () => undefined });
  // the footer's phones and the contact page: read once per language; without them the footer has no phones
  const storesOf = (language: Locale) =>
    api({ path: 'site/v1/shop/stores/full' }, z.array(storeContactSchema), language).then(
      (answer) => answer.content as Record<string, unknown>[],
      (error: unknown) => {
        if (error instanceof ApiUnreachable) throw error;
        log(`warning: the stores could not be read (${language}): ${(error as Error).message}`);
        return null;
      },
    );
  let stores: Record<Locale, Record<string, unknown>[] | null>;
  try {
    const [fa, en] = await Promise.all([storesOf('fa'), storesOf('en')]);
    stores = { fa, en };
  } catch (error) {
    throw new PrerenderFailed(`the API at ${options.apiUrl} cannot be reached (${(error as Error).message}); dist/ was left as it was`);
  }
  const site: Site = {
    siteUrl: options.siteUrl,
    publicApiUrl: template.boot.apiUrl,
    homeCategoryIds: template.boot.homeCategoryIds,
    catalogue,
    texts: { fa: answerShellTexts(catalogue.fa), en: answerShellTexts(catalogue.en) },
    intl: { fa: intlOf('fa'), en: intlOf('en') },
    sanitize: await appSanitizer(),
    stores,
  };

  let refs: PageRef[];
  try {
    refs = await discoverPages(api);
  } catch (error) {
    if (error instanceof ApiUnreachable) throw new PrerenderFailed(`the API at ${options.apiUrl} cannot be reached (${error.message}); dist/ was left as it was`);
    throw new PrerenderFailed(`the list of pages could not be read from ${options.apiUrl} (${(error as Error).message}); dist/ was left as it was`);
  }

  // everything is written beside dist/ first, and moved in at the end
  const work = await mkdtemp(join(dirname(options.dist), `.${basename(options.dist)}-prerender-`));
  try {
    const jobs = refs.flatMap((ref) => LOCALES.map((language) => ({ ref, language })));
    // every page written, in order: the discovered ones, then the further pages of the paged lists (their first pages say how many)
    const addresses = refs.map(pageAddress);
    const skipped: PrerenderResult['skipped'] = [];
    const written = new Map<string, SitemapEntry & { languages: Locale[] }>();
    let done = 0;
    // an object: the type checker then sees that the jobs below may set it
    const failure: { unreachable: ApiUnreachable | null } = { unreachable: null };
    await pool(jobs, options.concurrency, async ({ ref, language }) => {
      try {
        // the answers it reads go into the page too, for the app (pageData.ts)
        const recorded = recording(api);
        const page = await renderPage(recorded.api, site, ref, language);
        const file = join(work, pageFile(ref.path, language, ref.page));
        await mkdir(dirname(file), { recursive: true });
        const root = inLanguage(shellHtml(catalogue[language], page.main, page.chrome), language);
        const head = headHtml(page.head) + pageDataHtml(ref, language, site.publicApiUrl, site.homeCategoryIds, recorded.answers);
        await writeFile(file, pageHtml(template, { language, screen: page.screen, head, root }));
        const address = pageAddress(ref);
        const entry = written.get(address) ?? { path: address, languages: [], lastmod: page.lastmod };
        entry.languages.push(language);
        entry.lastmod = [entry.lastmod, page.lastmod].filter((date): date is string => !!date).sort().pop();
        written.set(address, entry);
        // a paged list's first page: its other pages, in the same language (the pool takes them in turn)
        if (!ref.page && page.pages && page.pages > 1) {
          for (let next = 2; next <= page.pages; next += 1) {
            const more = { ...ref, page: next };
            jobs.push({ ref: more, language });
            if (!addresses.includes(pageAddress(more))) addresses.push(pageAddress(more));
          }
        }
      } catch (error) {
        if (error instanceof ApiUnreachable) failure.unreachable ??= error;
        const reason = (error as Error).message;
        skipped.push({ path: pageAddress(ref), language, reason });
        log(`warning: ${pageAddress(ref)} (${language}) skipped: ${reason}`);
      }
      done += 1;
      options.progress?.(done, jobs.length);
    });
    // the API went away during the run: keep the pages of the last good run
    if (failure.unreachable) throw new PrerenderFailed(`the API at ${options.apiUrl} stopped answering during the run (${failure.unreachable.message}); dist/ was left as it was`);

    const entries = addresses.map((address) => written.get(address)).filter((entry): entry is SitemapEntry & { languages: Locale[] } => !!entry);
    entries.forEach((entry) => entry.languages.sort((a, b) => LOCALES.indexOf(a) - LOCALES.indexOf(b)));
    await writeFile(join(work, 'sitemap.xml'), sitemapXml(options.siteUrl, entries));
    await writeFile(join(work, 'robots.txt'), robotsTxt(options.siteUrl));
    await mkdir(join(work, 'prerender'), { recursive: true });

    // in place: the old tree moves out and the new one in (two renames), the files are replaced by a rename each
    const target = join(options.dist, 'prerender');
    if (existsSync(target)) await rename(target, join(work, 'previous'));
    await rename(join(work, 'prerender'), target);
    await rename(join(work, 'sitemap.xml'), join(options.dist, 'sitemap.xml'));
    await rename(join(work, 'robots.txt'), join(options.dist, 'robots.txt'));
    const files = entries.reduce((sum, entry) => sum + entry.languages.length, 0);
    return { pages: addresses.length, files, skipped, ms: Date.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
