/**
 * The app's start, imported by the page's module script (src/entry.ts) once the app's modules have been
 * evaluated one chunk per task (boot/chunkTasks.ts). A pre-rendered page (scripts/prerender: React rendered it on the server and it
 * carries the answers it was rendered with, src/app/pageState.ts) is hydrated: React attaches to the
 * page's elements instead of drawing it again, with the same answers, so nothing moves and nothing is
 * asked twice; what the reader did before (a tap, a key) is then performed (boot/earlyEvents.ts). Any
 * other page is rendered afresh (over the app shell on a public address, boot/appShell.ts).
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { preloadRoute, preloadRouteChunks } from './app/preloadRoute';
import { readPageState } from './app/pageState';
import { refreshStaleAnswers, serverState } from './app/hydration';
import { earlyEventRecorder, onControlNotHydrated, recordEarlyEvents, replayEarlyEvents, type EarlyEvent } from './app/boot/earlyEvents';
import { answersCarried } from './api/baseApi';
import { selectLanguage } from './state/selectors';
import { warmIntl } from './app/boot/language';
import { loadLanguage } from './i18n/messages';
import { nextTask } from './lib/tasks';
import { reportFailure } from './lib/monitoring';

async function startMockBackend() {
  // Development only: the production build has VITE_USE_MSW=false, so this branch and MSW are dropped.
  if (import.meta.env.VITE_USE_MSW === 'true') {
    // The mock keeps its data in IndexedDB across reloads and tabs; `?mock-reset=1` starts again from the seed.
    const { startBrowserMock } = await import('@mocks/browser');
    await startBrowserMock();
  }
}

/** How long a page rendered afresh waits for its screen's chunks and first data (preloadRoute) before it renders without them. */
const CHUNK_WAIT_MS = 3000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `done` once React has committed the page (after hydration: every element has its handlers). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * A hydration mismatch: React mends it by rendering that part afresh. Told to monitoring, and marked on
 * the page for the browser tests (tests/e2e/hydration.spec.ts), which fail on any.
 */
function hydrationMismatch(error: unknown, info: { componentStack?: string }): void {
  const root = document.documentElement;
  root.dataset.hydrationErrors = String(Number(root.dataset.hydrationErrors ?? 0) + 1);
  // where: the components from the root down to the part that did not match
  console.error('[hydration]', error, info.componentStack ?? '');
  reportFailure('hydration', error, { componentStack: (info.componentStack ?? '').slice(0, 2000) });
}

/**
 * Marks <html> once the page's first view has all its answers (or failed to get some): a visit that
 * leaves later leaves nothing in flight, and the worker keeps all of it (the browser tests wait for it).
 */
function firstViewLoaded() {
  document.documentElement.dataset.firstViewLoaded = 'true';
}

async function start() {
  // when the app's entry began its work (a test of a visit that leaves early waits for it)
  performance.mark('app-start');
  const container = document.getElementById('root') as HTMLElement;
  const store = makeStore();
  // the page's language pack (its messages and antd's locale), beside the screen's chunks: a render
  // without it would show message ids. A pack that cannot load leaves them, the page is still usable.
  const language = loadLanguage(selectLanguage(store.getState())).catch(() => undefined);
  // the carried answers go into the store in a task of their own: with the store's set-up they were one
  // task of 40 ms on a desktop (Redux Toolkit's reducers run for each)
  await nextTask();
  const page = readPageState();
  // the head script sent a visitor of the other language to that language's file: a page still in the
  // other one came from a server that ignored the address's language, and is rendered afresh
  if (page && container.firstElementChild && page.language === selectLanguage(store.getState())) {
    const carried = answersCarried({ api: page.api });
    store.dispatch(carried);
    // the layout's and the screen's code, so that React hydrates the whole page in one go
    await Promise.all([language, Promise.race([preloadRouteChunks(window.location.pathname), wait(CHUNK_WAIT_MS)])]);
    // the engine's locale set-up (20-60 ms on a desktop, 4x that on a slow phone) in tasks of its own,
    // not inside hydration's first slice, which react-intl's provider would make long
    await warmIntl(page.language, nextTask);
    await nextTask();
    // what the reader did before: performed, in order, each once React has its element; what they do
    // while React hydrates on a control it has not reached yet is held the same way (React would drop
    // a tap on a part it cannot hydrate at once)
    const early: EarlyEvent[] = earlyEventRecorder()?.stop() ?? [];
    let performing = Promise.resolve();
    const perform = (events: readonly EarlyEvent[]) => {
      performing = performing.then(() => replayEarlyEvents(events));
    };
    perform(early);
    recordEarlyEvents(document, { accept: (target) => onControlNotHydrated(container, target), onEvent: (event) => perform([event]) });
    let done = false;
    const hydrated = () => {
      // once: React's strict mode runs a development build's effects twice
      if (done) return;
      done = true;
      document.documentElement.dataset.hydrated = 'true';
      refreshStaleAnswers(store, page);
      // the rest of the first view's answers, which the pre-render leaves to the browser (the sliders
      // below the fold render as they come near the view): asked now, a task each, as a page rendered
      // afresh asks them before its first render; at hand when scrolled to, and kept for reading
      // offline (the visit's record) even when the reader leaves before scrolling
      void preloadRoute(store, window.location.pathname).then(firstViewLoaded);
    };
    // In a transition (as Next.js hydrates): React hydrates in slices of a few milliseconds, yielding to
    // the browser in between, and hydrates first the part a reader acts on. Outside one, hydration is a
    // blocking update: one long task of the whole page (a phone's main thread blocked for most of a second).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Committed done={hydrated}>
            <App store={store} serverState={serverState(page, carried)} />
          </Committed>
        </StrictMode>,
        { onRecoverableError: hydrationMismatch },
      );
    });
    return;
  }
  earlyEventRecorder()?.stop();
  // the engine's locale set-up while the route's answers and chunks are on their way, in tasks of its
  // own, not inside the first render (react-intl's provider: 12-33 ms on a desktop, measured on an
  // admin list's first page)
  void warmIntl(selectLanguage(store.getState()), nextTask);
  // A public page's first frame is the page itself with its data (it replaces the app shell), not a
  // spinner or skeletons that each answer then re-renders.
  await Promise.all([language, Promise.race([preloadRoute(store, window.location.pathname).then(firstViewLoaded), wait(CHUNK_WAIT_MS)])]);
  const root = createRoot(container);
  // A transition: React renders in slices that leave the page responsive, and keeps the app shell on
  // screen until the tree is ready instead of committing a spinner for a lazy chunk in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void startMockBackend().finally(() => void start());
