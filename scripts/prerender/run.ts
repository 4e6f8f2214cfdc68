/**
 * The pre-render run: reads the built index.html, lists the public pages from the API, renders each in
 * fa and en with the app's own components (the server build, src/app/server/entry.tsx; at most
 * `concurrency` at a time) into a new directory beside dist/, then puts that in place of dist/prerender,
 * dist/sitemap.xml and dist/robots.txt. A page whose call fails is skipped with a
 * warning (the app's fallback serves it); an API that cannot be reached, or a page list that cannot be
 * read, stops the run before anything in dist/ changes.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { basename, dirname, join } from 'node:path';
import { LOCALES, type Locale } from '@/lib/locale';
import { PUBLIC_SCREENS } from '@/app/boot/publicRoutes';
import { importServerEntry } from '../boot/plugin';
import { ApiUnreachable, createApi, type Api } from './api';
import { serverWindow } from './dom';
import { headHtml } from './head';
import { discoverPages, pageAddress, pageHead, type PageRef, type Site } from './pages';
import { listPageFile, PRERENDER_DIR } from '@/lib/prerenderedAddress';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';
import { pageHtml, readTemplate, type Manifest, type PageHtml } from './template';

export interface PrerenderOptions {
  /** Where the pre-render reads the API (ending in `/`). */
  apiUrl: string;
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  dist: string;
  concurrency: number;
  timeoutMs: number;
  log?: (line: string) => void;
  /** The fetch the calls use (tests pass one that reaches the loopback mock past msw). */
  fetcher?: typeof fetch;
  progress?: (done: number, total: number) => void;
  /** The server renderer; by default the build's (`<dist>-server/entry.js`). Tests pass the source module. */
  server?: ServerEntry;
  /**
   * Only these addresses (`/`, `/shop`, `/shop/product/<alias>` …) of the pages the API lists, and the
   * further pages of a paged list among them: a partial site for a test or a tool that loads a few
   * pages, in seconds instead of minutes. The sitemap lists what was written; the stylesheet of antd's
   * styles holds those pages' only.
   */
  only?: readonly string[];
  /**
   * Also the first page of each kind (the home, the first product, the first post category …): with
   * `only`, a partial site whose stylesheet of antd's styles is the whole site's (a kind's pages use the
   * same components; `tests/unit/prerender/prerender.test.ts` holds it on the seeded shop), for a tool
   * that loads a few pages as production serves them.
   */
  oneOfEach?: boolean;
}

type ServerEntry = Awaited<ReturnType<typeof importServerEntry>>;

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
 * Calls of the layout every page renders (the footer's stores and credit, the version, the server's
 * texts): one that fails leaves that part of the page to the app, which asks for it again; a failed
 * call of the page's own content skips the page.
 */
const LAYOUT_CALLS = new Set(['storesFull', 'version', 'locale', 'plugin']);
const SCREEN_PLUGINS: Partial<Record<PageRef['route'], string>> = { about: 'ABOUT_US', contact: 'CONTACT_US', projects: 'PROJECTS', gallery: 'GALLERY', home: 'SLIDE_SHOW' };

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

/**
 * `fetcher`, asking once more a call that did not reach the API (a kept-alive connection the API closed
 * just as it was reused fails so, the commonest on a loaded machine); a second failure is the API's.
 */
export function askingTwice(fetcher: typeof fetch): typeof fetch {
  return async (input, init) => {
    // a Request's body can be read once: the second ask gets a copy
    const again = input instanceof Request ? input.clone() : input;
    try {
      return await fetcher(input, init);
    } catch (error) {
      if (init?.signal?.aborted || (input instanceof Request && input.signal.aborted)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return fetcher(again, init);
    }
  };
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const started = Date.now();
  const log = options.log ?? ((line) => console.log(line));
  const indexFile = join(options.dist, 'index.html');
  const manifestFile = join(options.dist, '.vite', 'manifest.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) throw new PrerenderFailed(`${indexFile} or its build manifest not found: run \`npm run build\` first`);
  let template;
  let server;
  try {
    template = readTemplate(await readFile(indexFile, 'utf8'), JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest);
    server = options.server ?? (await importServerEntry(options.dist));
  } catch (error) {
    throw new PrerenderFailed(`${options.dist}: ${(error as Error).message}`);
  }
  const fetcher = askingTwice(options.fetcher ?? fetch);
  server.configure({ apiUrl: options.apiUrl, window: serverWindow(options.siteUrl), fetch: fetcher });
  const api: Api = createApi(options.apiUrl, options.timeoutMs, fetcher);
  const site: Site = { siteUrl: options.siteUrl, publicApiUrl: server.publicApiUrl(), intl: { fa: await server.intlFor('fa'), en: await server.intlFor('en') } };

  let refs: PageRef[];
  try {
    refs = await discoverPages(api);
  } catch (error) {
    if (error instanceof ApiUnreachable) throw new PrerenderFailed(`the API at ${options.apiUrl} cannot be reached (${error.message}); dist/ was left as it was`);
    throw new PrerenderFailed(`the list of pages could not be read from ${options.apiUrl} (${(error as Error).message}); dist/ was left as it was`);
  }

  if (options.only || options.oneOfEach) {
    const only = new Set(options.only);
    const kinds = new Set<string>();
    refs = refs.filter((ref) => {
      const firstOfKind = Boolean(options.oneOfEach) && !kinds.has(ref.route);
      kinds.add(ref.route);
      return firstOfKind || only.has(pageAddress(ref));
    });
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
    const failure: { unreachable: string | null } = { unreachable: null };
    // the pages wait for the stylesheet of all their antd styles, known once every page is rendered
    const pages: { file: string; page: Omit<PageHtml, 'styles'> }[] = [];
    await pool(jobs, options.concurrency, async ({ ref, language }) => {
      const address = pageAddress(ref);
      try {
        const page = await server.renderPage(address, language);
        if (page.errors.length) throw new Error(`rendering failed: ${page.errors[0]}`);
        const own = page.failed.filter((call) => !LAYOUT_CALLS.has(call.endpoint) || (call.endpoint === 'plugin' && SCREEN_PLUGINS[ref.route]) || (call.endpoint === 'storesFull' && ref.route === 'contact'));
        const unreachable = page.failed.find((call) => call.status === 'FETCH_ERROR' || call.status === 'TIMEOUT_ERROR');
        if (unreachable) {
          failure.unreachable ??= `${unreachable.endpoint} on ${address} (${String(unreachable.status)}${unreachable.detail ? `: ${unreachable.detail}` : ''})`;
          throw new ApiUnreachable(String(unreachable.status));
        }
        if (own.length) throw new Error(`its calls failed: ${own.map((call) => `${call.endpoint} (${String(call.status)})`).join(', ')}`);
        const info = pageHead(site, ref, language, page.answers);
        pages.push({ file: join(work, pageFile(ref.path, language, ref.page)), page: { language, screen: PUBLIC_SCREENS[ref.route], head: headHtml(info.head), root: page.html, state: page.state } });
        const entry = written.get(address) ?? { path: address, languages: [], lastmod: info.lastmod };
        entry.languages.push(language);
        entry.lastmod = [entry.lastmod, info.lastmod].filter((date): date is string => !!date).sort().pop();
        written.set(address, entry);
        // a paged list's first page: its other pages, in the same language (the pool takes them in turn)
        if (!ref.page && info.pages && info.pages > 1) {
          for (let next = 2; next <= info.pages; next += 1) {
            const more = { ...ref, page: next };
            jobs.push({ ref: more, language });
            if (!addresses.includes(pageAddress(more))) addresses.push(pageAddress(more));
          }
        }
      } catch (error) {
        const reason = (error as Error).message;
        skipped.push({ path: address, language, reason });
        if (!(error instanceof ApiUnreachable)) log(`warning: ${address} (${language}) skipped: ${reason}`);
      }
      done += 1;
      options.progress?.(done, jobs.length);
    });
    // the API went away during the run: keep the pages of the last good run
    if (failure.unreachable) throw new PrerenderFailed(`the API at ${options.apiUrl} stopped answering during the run (${failure.unreachable}); dist/ was left as it was`);

    // antd's styles of every page, one stylesheet named by its content (the build's assets are kept for a year)
    const css = server.pageStyles();
    const styles = `assets/antd-pages-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
    await writeFile(join(work, 'styles.css'), css);
    await writeFile(join(work, 'styles.css.gz'), gzipSync(css, { level: 9 }));
    for (const { file, page } of pages) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, pageHtml(template, { ...page, styles }));
    }

    const entries = addresses.map((address) => written.get(address)).filter((entry): entry is SitemapEntry & { languages: Locale[] } => !!entry);
    entries.forEach((entry) => entry.languages.sort((a, b) => LOCALES.indexOf(a) - LOCALES.indexOf(b)));
    await writeFile(join(work, 'sitemap.xml'), sitemapXml(options.siteUrl, entries));
    await writeFile(join(work, 'robots.txt'), robotsTxt(options.siteUrl));
    await mkdir(join(work, 'prerender'), { recursive: true });

    // in place: the stylesheet first (a page that names it finds it), the old tree moves out and the new
    // one in (two renames), the files are replaced by a rename each
    await rename(join(work, 'styles.css'), join(options.dist, styles));
    await rename(join(work, 'styles.css.gz'), join(options.dist, `${styles}.gz`));
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
