/**
 * The boot script, inlined into index.html after `<div id="root">` (scripts/boot/plugin.ts bundles it
 * and lists its hash in the Content-Security-Policy). It runs while the HTML is parsed, before any
 * module script, and on a public page (src/app/boot/publicPages.ts):
 *
 * - sets `<html lang dir>` from the language the app will choose (so nothing flips when it starts);
 * - paints the page's frame (top bar, menu, an empty main) from the build's shell, so the first paint
 *   does not wait for the JavaScript; React replaces it with the same frame when it renders;
 * - starts the layout's and the screen's chunks (`modulepreload`), which the app otherwise asks for
 *   only after its own code has run;
 * - for a visitor who is not signed in, starts the page's first API calls and the start-up calls, so
 *   they travel while the JavaScript downloads; the app's baseQuery takes these answers (src/api/earlyData.ts)
 *   instead of asking again;
 * - on a pre-rendered page it keeps, has the chunk fetcher (a worker, chunkFetcher.ts) do both the
 *   downloads and the calls, off the page's thread.
 *
 * Everything it needs comes from the JSON block `#boot-data` the build writes before it.
 */
import { callBody, callKey, callUrl, matchPublicPage, startupCalls, type EarlyCall, type MatchedPage, type PublicScreen } from './publicPages';
import { ANSWER_SHELLS, type AnswerShellTexts } from './shell';
import type { Locale } from '../../lib/locale';
import { API_KEY_COOKIE } from '../../lib/storageKeys';
import { setDocumentLanguage, visitorLanguage } from './language';
import { askedAnswer, EARLY_DATA, earlyKey, type EarlyData } from '../../api/earlyData';
import type { FetchedAnswer, FetcherReply, FetcherRequest } from './chunkFetcher';
import { LINKS_ADDED } from './linksAdded';
import { STAGES, type Stages } from './stages';
import { answerResponse, readPageData } from './pageData';
import { inNextTask } from '../../lib/tasks';
import { deferTakeover } from './takeover';

export interface BootData {
  apiUrl: string;
  /** false when the mock backend runs in the browser (its worker is not there yet). */
  early: boolean;
  homeCategoryIds: string[];
  /** The frame of a public page by language. */
  shell: Record<Locale, string>;
  /** What the frame's main shows first on a screen, by language (shell.ts pageShellHtml); none: an empty main. */
  pages: Record<Locale, Partial<Record<PublicScreen, string>>>;
  /** The texts the answer shells use, by language (shell.ts ANSWER_SHELL_TEXTS). */
  texts: Record<Locale, AnswerShellTexts>;
  /** Chunk and style addresses to preload: the public layout's, and each screen's. */
  preload: { layout: string[]; screens: Partial<Record<PublicScreen, string[]>> };
  /**
   * The app's entry script and the chunks it imports, taken out of `<head>` by the build: the boot
   * script starts them (null in the dev server, whose index.html keeps its script tag).
   */
  entry: {
    script: string;
    /** Its chunks (the start's included), in the order they are preloaded. */
    preloads: string[];
    stages: Stages;
    /** Those of `preloads` the entry imports statically: its own loading fetches them. */
    imports?: string[];
    /** The chunk fetcher's worker script (chunkFetcher.ts). */
    fetcher?: string;
  } | null;
}

function signedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${API_KEY_COOKIE}=`));
}

/**
 * `prefetch`: into the HTTP cache only, at low priority. A `modulepreload` also compiles the module on
 * the page's main thread as it arrives (a long task per large chunk on a slow phone), which a page that
 * waits for the reader before it runs any of them (takeover.ts) should not pay while it loads.
 */
function preloadLink(href: string, prefetch = false): HTMLLinkElement {
  const link = document.createElement('link');
  if (prefetch) {
    link.rel = 'prefetch';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  } else if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Starts each download in a task of its own: while the page loads, adding one `modulepreload` link
 * costs the page several milliseconds (4 links made tasks of 25 to 35 ms, 100 to 140 ms at a slow
 * phone's 4× CPU), and a task over 50 ms there blocks the reader.
 */
function appendInTasks(hrefs: readonly string[], done: () => void, prefetch = false): void {
  if (!hrefs.length) {
    done();
    return;
  }
  document.head.appendChild(preloadLink(hrefs[0], prefetch));
  inNextTask(() => appendInTasks(hrefs.slice(1), done, prefetch));
}

/**
 * Records `hrefs` as links that start nothing (no `rel`), all in one task: Vite's preloading, which
 * runs with the app's first imports, skips every chunk a `<link>` in the document names already
 * (src/app/boot/linksAdded.ts); these ones are in the HTTP cache, put there by the chunk fetcher.
 */
function markFetched(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.href = href;
    link.dataset.fetched = '';
    links.appendChild(link);
  }
  document.head.appendChild(links);
}

/**
 * The page's chunk fetcher (a worker, chunkFetcher.ts), started at its first use, in that use's task:
 * `ask` has it ask an API call, `fetchChunks` download chunks into the HTTP cache (true once all are
 * done). Where no worker can start (none in this browser, or a policy forbids it) or it fails, an
 * asked call is rejected (the app then asks itself) and `fetchChunks` resolves false (the caller then
 * adds prefetch links itself).
 */
export interface Fetcher {
  ask(url: string, init: RequestInit): Promise<FetchedAnswer>;
  fetchChunks(hrefs: readonly string[]): Promise<boolean>;
}

function chunkFetcher(url: string): Fetcher {
  let worker: Worker | null | undefined;
  const calls = new Map<number, { resolve(answer: FetchedAnswer): void; reject(): void }>();
  let chunksDone: ((fetched: boolean) => void) | null = null;
  let next = 0;
  const fail = () => {
    worker?.terminate();
    worker = null;
    calls.forEach((call) => call.reject());
    calls.clear();
    chunksDone?.(false);
    chunksDone = null;
  };
  const started = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = typeof Worker === 'undefined' ? null : new Worker(url);
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = (event: MessageEvent<FetcherReply>) => {
      const reply = event.data;
      if ('id' in reply) {
        const call = calls.get(reply.id);
        calls.delete(reply.id);
        if (reply.answer) call?.resolve(reply.answer);
        else call?.reject();
      } else {
        chunksDone?.(true);
        chunksDone = null;
      }
    };
    worker.onerror = fail;
    return worker;
  };
  const post = (message: FetcherRequest) => {
    started()?.postMessage(message);
    return worker !== null;
  };
  return {
    ask(callUrl, init) {
      const id = next;
      next += 1;
      return new Promise((resolve, reject) => {
        calls.set(id, { resolve, reject });
        if (!post({ id, url: callUrl, init })) fail();
      });
    },
    fetchChunks(hrefs) {
      return new Promise((resolve) => {
        chunksDone = resolve;
        if (!post({ chunks: [...hrefs] })) fail();
      });
    },
  };
}

/** An answer the chunk fetcher read, as the Response the app takes (made only then). */
function fetchedResponse(answer: FetchedAnswer): Response {
  // a status that has no body cannot be given one, not even an empty one
  const noBody = [101, 204, 205, 304].includes(answer.status);
  return new Response(noBody ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/**
 * Starts the app: its entry script and every chunk it imports (what Vite would have written into
 * `<head>`), then `more` (the page's own chunks), one per task so that no task is long. `prefetch`:
 * the chunks are only downloaded (a page whose app waits for the reader, preloadLink above), by
 * `fetcher` when the page has one (boot() starts it on a kept page whose build has one).
 */
export function startApp(entry: BootData['entry'], more: readonly string[] = [], prefetch = false, fetcher: Fetcher | null = null): void {
  if (!entry || document.querySelector('script[data-app-entry]')) return;
  // the order the app evaluates its start-up chunks in, one per task (stages.ts)
  (window as unknown as Record<string, Stages>)[STAGES] = entry.stages;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry.script;
  script.dataset.appEntry = '';
  document.head.appendChild(script);
  const hrefs = [...new Set([...entry.preloads, ...more])];
  (window as unknown as Record<string, Promise<void>>)[LINKS_ADDED] = new Promise((resolve) => {
    const worker = prefetch ? fetcher : null;
    if (!worker) {
      appendInTasks(hrefs, resolve, prefetch);
      return;
    }
    // in a task of its own, after the one that added the entry's script (it may start the worker)
    inNextTask(() => {
      // not what the page loads anyway: the entry's own imports, a pre-rendered page's stylesheets
      const imports = new Set(entry.imports);
      const loaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
      void worker.fetchChunks(hrefs.filter((href) => !imports.has(href) && !loaded.has(href))).then((fetched) => {
        if (!fetched) {
          // the page downloads them itself after all
          appendInTasks(hrefs, resolve, true);
          return;
        }
        markFetched(hrefs);
        resolve();
      });
    });
  });
}

const PAINT_WAIT_MS = 1500;

/**
 * Resolves when `watch` calls back that a paint happened: at once in a hidden tab, which paints none,
 * and after PAINT_WAIT_MS at most (a stylesheet that never arrives holds every paint back).
 */
function painted(watch: (done: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    window.setTimeout(resolve, PAINT_WAIT_MS);
    watch(resolve);
  });
}

/** Resolves once the next frame is on screen (the frame after it has started). */
const nextPaint = () => painted((done) => window.requestAnimationFrame(() => window.requestAnimationFrame(done)));

/** Resolves once the browser reports the first contentful paint (the shell's). */
function firstPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !('supportedEntryTypes' in PerformanceObserver) || !PerformanceObserver.supportedEntryTypes.includes('paint')) return nextPaint();
  return painted((done) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true }),
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** How long the app's JavaScript waits, after the frame, for the page's first content (its main image) to be painted. */
export const CONTENT_WAIT_MS = 600;

/** Resolves once every element has loaded or failed. */
function loaded(elements: readonly (HTMLImageElement | HTMLLinkElement)[]): Promise<void> {
  return Promise.all(
    elements.map(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('load', () => resolve(), { once: true });
          element.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * The screen's own stylesheets, applied now (a stylesheet a script adds does not hold back the
 * frame's paint): the answer shell paints in the screen's markup. The app's chunk then finds them
 * already there (Vite's preload looks for the same `<link rel="stylesheet">`).
 */
function addStyles(hrefs: readonly string[]): Promise<void> {
  const links = hrefs
    .filter((href) => href.endsWith('.css') && !document.querySelector(`link[rel="stylesheet"][href="${href}"]`))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      return link;
    });
  return loaded(links);
}

/**
 * Fills the shell's empty main with `html` (unless React has replaced the shell by then); resolves
 * once the images it shows on the first screen are painted.
 */
function paintContent(html: string | null): Promise<void> | undefined {
  const main = document.querySelector('#root > .boot-shell main');
  if (!html || !main || main.firstChild) return undefined;
  main.innerHTML = html;
  // which images the first screen shows is read once that frame is laid out (reading it here would
  // lay the page out again inside this task)
  return nextPaint()
    .then(() => loaded([...main.querySelectorAll('img')].filter((image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight)))
    .then(nextPaint);
}

export function boot(data: BootData): void {
  // the head script set it already; a page without that script (an old cached one) gets it here
  const language = visitorLanguage();
  setDocumentLanguage(language);

  const page = matchPublicPage(window.location.pathname);
  if (!page) {
    startApp(data.entry);
    return;
  }

  const root = document.getElementById('root');
  // a pre-rendered page (scripts/prerender) arrives with its first screen, in the language of
  // `data-language`: kept when that is the language chosen, else it is the frame in the chosen one
  const waitsForReader = Boolean(root?.firstChild) && root?.dataset.language === language;
  if (waitsForReader) {
    // a whole page already: the app runs when the reader reaches for it (takeover.ts), its code meanwhile only downloaded
    deferTakeover();
  } else if (root) {
    root.innerHTML = data.shell[language];
    const content = data.pages[language][page.screen];
    const main = root.querySelector('main');
    if (content && main) main.innerHTML = content;
  }

  // The app's JavaScript starts once the frame is painted, and once the page's first content is,
  // when the shell paints it from an early answer (a product's or post's image; at most CONTENT_WAIT_MS more).
  // on a kept page the worker that downloads the app's chunks asks its early calls too
  const fetcher = waitsForReader && data.entry?.fetcher ? chunkFetcher(data.entry.fetcher) : null;
  const early = data.early && !signedIn() ? askEarly(data, page, language, waitsForReader, fetcher) : null;
  const chunks = [...data.preload.layout, ...(data.preload.screens[page.screen] ?? [])];
  void firstPaint()
    .then(() => (early?.content ? Promise.race([early.content, wait(CONTENT_WAIT_MS)]) : undefined))
    .then(() => {
      // before the app's first line runs: its calls then find every early answer
      early?.askTheRest();
      startApp(data.entry, chunks, waitsForReader, fetcher);
    });
}

/**
 * For a visitor who is not signed in: starts the page's first calls and the start-up calls, for the
 * app's baseQuery to take (earlyData.ts), and the calls that need one of their answers as soon as it
 * is in. `content` resolves when the page's first content, painted from its named answers (shell.ts
 * ANSWER_SHELLS), is on screen (null when the page has none). On such a page the other calls (the
 * route tree, the footer's …) wait until those answers are in or the app starts (`askTheRest`), so
 * that a phone's narrow connection first carries what the first screen shows. On a pre-rendered page
 * that is kept (`whole`), the first screen is there already: no answer shell is built, and each call
 * (a carried answer too) is handled in a task of its own, so that none of them lengthens a task of the
 * page's load; the app, started by the reader, finds them all in.
 */
function askEarly(data: BootData, page: MatchedPage, language: Locale, whole = false, fetcher: Fetcher | null = null): { content: Promise<void> | null; askTheRest: () => void } {
  const store: EarlyData = { at: Date.now(), answers: {} };
  (window as unknown as Record<string, EarlyData>)[EARLY_DATA] = store;
  // a pre-rendered page's own answers: taken as they are, not asked again (pageData.ts)
  const carried = readPageData(language) ?? {};
  const named: Record<string, unknown> = {};
  let waiting = 0;
  let allIn = () => {};
  const answers = new Promise<void>((resolve) => (allIn = resolve));
  /**
   * Asks a call after the first paint in a task of its own: starting a request costs the page a few
   * milliseconds (its URL, headers and cookies; 10 to 20 ms at a slow phone's 4× CPU), and the calls
   * that follow an answer came in one task (five of them: a task of ~100 ms there, which blocks the reader).
   */
  const askLater = (call: EarlyCall) => {
    // counted as awaited from now: the first screen does not paint without its answer
    const awaited = Boolean(call.name || call.then);
    if (awaited) waiting += 1;
    inNextTask(() => {
      ask(call);
      if (awaited) waiting -= 1;
    });
  };
  const ask = (call: EarlyCall) => {
    const url = callUrl(data.apiUrl, call, language);
    const body = callBody(call);
    const key = callKey(call, language);
    // where the app's baseQuery looks for it
    const answerKey = earlyKey(url, window.location.href, body);
    let json: Promise<unknown>;
    if (key in carried) {
      // written as a Response when the app takes it (the first Response a page makes is a slow piece),
      // and read for what follows it as it is, not through JSON again
      const carriedBody = carried[key];
      store.answers[answerKey] = () => Promise.resolve(answerResponse(carriedBody));
      json = Promise.resolve(carriedBody);
    } else {
      const init: RequestInit = body === undefined ? { credentials: 'same-origin' } : { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body };
      if (fetcher && !call.then) {
        // asked by the worker, and written as a Response when the app takes it; nothing on this page
        // waits for it (a kept page paints no answer shell)
        const asked = fetcher.ask(url, init);
        asked.catch(() => undefined);
        store.answers[answerKey] = askedAnswer(() => asked.then(fetchedResponse));
        return;
      }
      const answer = fetch(url, init);
      // a failed early call is simply asked again by the app
      answer.catch(() => undefined);
      store.answers[answerKey] = answer;
      // a copy: the app reads the answer itself
      json = answer.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null)).catch(() => null);
    }
    if (!call.name && !call.then) return;
    waiting += 1;
    void json.then((json) => {
      if (call.name) named[call.name] = json;
      if (json !== null) call.then?.(json).forEach(askLater);
      waiting -= 1;
      if (!waiting) allIn();
    });
  };
  const calls = [...page.calls({ language, homeCategoryIds: data.homeCategoryIds, search: window.location.search }), ...startupCalls(language)];
  if (whole) {
    calls.forEach(askLater);
    return { content: null, askTheRest: () => {} };
  }
  // the dev server has no built stylesheets to paint the screen's markup with
  const shell = data.entry ? ANSWER_SHELLS[page.screen] : undefined;
  const first = shell ? calls.filter((call) => call.name || call.then) : [];
  let rest = first.length ? calls.filter((call) => !first.includes(call)) : calls;
  const askTheRest = () => {
    rest.forEach(ask);
    rest = [];
  };
  first.forEach(ask);
  if (!shell || !first.length) {
    askTheRest();
    return { content: null, askTheRest };
  }
  // once the first screen's answers are in, each of the others in a task of its own (below)
  void answers.then(() => {
    const later = rest;
    rest = [];
    later.forEach(askLater);
  });
  const context = { apiUrl: data.apiUrl, language, texts: data.texts[language], segment: page.segment, homeCategoryIds: data.homeCategoryIds };
  const content = Promise.all([answers, addStyles(data.preload.screens[page.screen] ?? [])])
    .then(() => paintContent(shell(named, context)))
    .catch(() => undefined);
  return { content, askTheRest };
}

const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
if (element?.textContent) {
  let data: BootData | null = null;
  try {
    data = JSON.parse(element.textContent) as BootData;
    boot(data);
  } catch {
    // the app starts as it would without the boot script
    if (data) startApp(data.entry);
  }
}
