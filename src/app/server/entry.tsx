/**
 * The server renderer: the storefront's pages rendered to HTML by the app's own component tree, for
 * the pre-render (scripts/prerender) and for the app shell of the build (scripts/boot/plugin.ts). Built
 * by Vite's SSR build of this file (vite.config.ts, `<out dir>-server/entry.js`), so aliases, env and
 * the precompiled catalogues resolve as in the browser's build.
 *
 * A page is rendered with RTK Query's server-rendering recipe: the query hooks ask during render (in
 * this build only, src/api/baseApi.ts), the renderer waits for the answers and renders again until a
 * render asks nothing new; the store then holds exactly the calls the page's components make, which
 * the page carries for the app to hydrate with (src/app/pageState.ts). antd's styles of what was
 * rendered are extracted with @ant-design/cssinjs, as antd's server-rendering guide does.
 */
import { StrictMode, type ReactNode } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App } from '../App';
import { Providers } from '../Providers';
import { makeStore, type AppStore } from '../store';
import { preloadPublicLayouts, PublicLayoutScreen } from '../layouts/LayoutShell';
import { resolveScreen } from '../router/registry';
import { PUBLIC_SCREENS } from '../boot/publicRoutes';
import type { PageState } from '../pageState';
import { serverSession } from '../hydration';
import { baseApi } from '@/api/baseApi';
import { configureServerApi } from '@/api/baseQuery';
import { provideWindow, type DomWindow } from '@/lib/domWindow';
import type { Locale } from '@/lib/locale';
import { getCatalogues, loadLanguage } from '@/i18n/messages';
import { config } from '@/config';

export interface ServerOptions {
  /** Where the renderer reads the API (ending in `/`); the pages keep the build's address for their images. */
  apiUrl: string;
  /** A DOM for the rich-text sanitiser and the text functions (jsdom's window, at the site's address). */
  window: DomWindow;
  /** The fetch the calls use (default: Node's). */
  fetch?: typeof fetch;
}

/** Sets the renderer up once, before the first page. */
export function configure(options: ServerOptions): void {
  configureServerApi(options.apiUrl, options.fetch);
  provideWindow(options.window);
}

/** The app's messages in `language`, as its pages format them (the head's titles and descriptions). */
export async function intlFor(language: Locale): Promise<IntlShape> {
  await loadLanguage(language);
  return createIntl({ locale: language, messages: getCatalogues()[language], defaultLocale: 'fa', onError: () => undefined });
}

/** The API address the build's pages use (their images' addresses). */
export function publicApiUrl(): string {
  return config.apiUrl;
}

/** A call of the page that failed, by its endpoint and the status it failed with. */
export interface FailedCall {
  endpoint: string;
  status: unknown;
  /** what the fetch said, for a call that did not reach the API */
  detail?: string;
}

export interface AnsweredCall {
  args: unknown;
  data: unknown;
}

export interface RenderedPage {
  /** The inside of `<div id="root">`. */
  html: string;
  /** What the page carries for the app (src/app/pageState.ts). */
  state: PageState;
  /** The page's calls that failed: such a page is not written (the app answers its address itself). */
  failed: FailedCall[];
  /** Errors thrown while rendering. */
  errors: string[];
  /** The answered calls of one endpoint, with their arguments (the head's title, image and JSON-LD read them). */
  answers(endpoint: string): AnsweredCall[];
}

let loading: Promise<unknown> | null = null;
/** The public layouts' and screens' code, loaded once: a render then finds it without suspending. */
function ready(): Promise<unknown> {
  loading ??= Promise.all([preloadPublicLayouts(), loadLanguage('fa'), loadLanguage('en'), ...Object.values(PUBLIC_SCREENS).map((screen) => resolveScreen(screen)?.preload?.())]);
  return loading;
}

/** Renders again until a render starts no new call: each render may ask for what an answer made it need (a category's products). */
const MAX_RENDERS = 8;

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  error?: unknown;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

function queriesOf(store: AppStore): Record<string, QueryEntry | undefined> {
  return store.getState()[baseApi.reducerPath].queries as Record<string, QueryEntry | undefined>;
}

/**
 * antd's styles of everything rendered since the renderer started, in one cache: the pre-render writes
 * them as one stylesheet every page links (pageStyles), so a page carries no styles of its own and a
 * reader's second page finds them cached.
 */
const styles = createCache();

/**
 * The stylesheet of antd's styles of every page rendered so far: the rules, the theme's CSS variables,
 * and antd's map of what it holds, by which antd in the browser finds them there and adds none again.
 */
export function pageStyles(): string {
  return extractStyle(styles, { plain: true, types: ['style', 'token', 'cssVar'] });
}

/** The tree the browser hydrates (main.tsx renders the same, in a BrowserRouter). */
function tree(store: AppStore, url: string, cache: ReturnType<typeof createCache>): ReactNode {
  return (
    <StrictMode>
      <StyleProvider cache={cache}>
        <App store={store} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
      </StyleProvider>
    </StrictMode>
  );
}

/** Whether a render left a part to the browser (a Suspense boundary whose code or data was not there): renderToString cannot wait for it. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The page at `url` (its path and query) in `language`, as a guest on a wide screen sees it. Each
 * render is renderToString (the code of the public layouts and screens is loaded before the first:
 * ready()); only a page with a part that still waits for code is rendered by react-dom's prerender,
 * which waits for it.
 */
export async function renderPage(url: string, language: Locale): Promise<RenderedPage> {
  await ready();
  const store = makeStore({ session: serverSession(language) });
  const errors: string[] = [];
  const onError = (error: unknown) => {
    errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  };
  // a call that failed is asked again by the next render's hooks (RTK Query retries a failed query for a
  // new subscriber): only calls not asked before make another render worth it
  const asked = new Set<string>();
  for (let render = 1; ; render += 1) {
    let html = renderToString(tree(store, url, styles));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    const fresh = running.filter((query) => !asked.has(query.queryCacheKey));
    running.forEach((query) => asked.add(query.queryCacheKey));
    if (fresh.length && render < MAX_RENDERS) {
      await Promise.all(running);
      continue;
    }
    // the last render showed a call asked again as loading: it is not carried, so the app's first render shows it loading too
    const askedAgain = new Set(running.map((query) => query.queryCacheKey));
    await Promise.allSettled(running);
    if (html.includes(LEFT_TO_THE_BROWSER)) {
      const { prelude } = await prerenderToNodeStream(tree(store, url, styles), {
        // one document: no part of it is sent later with an inline script (the CSP allows none)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError,
      });
      html = await toText(prelude);
    }
    const queries = queriesOf(store);
    // a failed call is carried too (the part it shows its error in hydrates as it is, and the app asks again)
    const carried = Object.fromEntries(
      Object.entries(queries).filter(([key, entry]) => !askedAgain.has(key) && (entry?.status === 'fulfilled' || entry?.status === 'rejected')),
    );
    const answered = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
    const failed = Object.values(queries)
      .filter((entry): entry is QueryEntry => entry?.status === 'rejected')
      .map((entry) => {
        const error = entry.error as { status?: unknown; error?: unknown } | undefined;
        return { endpoint: entry.endpointName ?? '', status: error?.status, detail: typeof error?.error === 'string' ? error.error : undefined };
      });
    if (fresh.length) errors.push(`the page still asked for more after ${MAX_RENDERS} renders`);
    const { provided } = store.getState()[baseApi.reducerPath] as unknown as PageState['api'];
    return {
      html,
      state: { at: new Date().toISOString(), language, api: { queries: carried, mutations: {}, provided } },
      failed,
      errors,
      answers: (endpoint) =>
        Object.values(answered)
          .filter((entry): entry is QueryEntry => entry?.endpointName === endpoint)
          .map((entry) => ({ args: entry.originalArgs, data: entry.data })),
    };
  }
}

/**
 * The public pages' frame in `language` (top bar, menu, footer, an empty main), for a public address
 * the pre-render did not write: the build puts it into index.html (scripts/boot/plugin.ts), where the
 * app-shell script (src/app/boot/appShell.ts) shows it until the app renders. Rendered once, without
 * the API (what needs an answer renders its loading state).
 */
export async function renderShell(language: Locale): Promise<{ html: string }> {
  await ready();
  configureServerApi(config.apiUrl, () => Promise.reject(new Error('the shell is rendered without the API')));
  const store = makeStore({ session: serverSession(language) });
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={createCache()}>
        <Providers store={store}>
          <StaticRouter location="/app-shell">
            <Routes>
              <Route element={<PublicLayoutScreen />}>
                <Route path="*" element={null} />
              </Route>
            </Routes>
          </StaticRouter>
        </Providers>
      </StyleProvider>
    </StrictMode>,
  );
  return { html };
}

/** The loading status in a language, for the build's index.html (scripts/boot/plugin.ts). */
export { renderLoading } from './loading';
