import { StrictMode, startTransition } from 'react';
import { watchVitalsFromStart } from './lib/fieldVitals';
import { linksAdded } from './app/boot/linksAdded';
import { evaluateStage } from './app/boot/stages';
import { takeoverSignal } from './app/boot/takeover';
import { visitorLanguage, warmIntl } from './app/boot/language';
import { FirstCommit, rememberFocus } from './app/takeoverFocus';
// between two start-up stages the browser handles input and paints
import { nextTask } from './lib/tasks';
// with VITE_SENTRY_DSN, failures before the reporter loads are held for it (src/lib/monitoring.ts); else nothing
import { holdUncaughtFailures } from './lib/monitoring';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
// the public pages' antd styles, built ahead (scripts/antdStyles.ts): antd skips generating them at run time
import './app/antd-public.css';
import './app/global.css';

// with VITE_RUM_URL or VITE_SENTRY_DSN: Web Vitals from the page's first moment (src/lib/fieldVitals.ts); else nothing
watchVitalsFromStart();

async function startMockBackend() {
  // Development only: the production build has VITE_USE_MSW=false, so this branch and MSW are dropped.
  if (import.meta.env.VITE_USE_MSW === 'true') {
    // The mock keeps its data in IndexedDB across reloads and tabs; `?mock-reset=1` starts again from the seed.
    const { startBrowserMock } = await import('@mocks/browser');
    await startBrowserMock();
  }
}

/** How long the first render waits for a public page's chunks and first data (preloadRoute) before it renders without them. */
const CHUNK_WAIT_MS = 3000;


/**
 * The app starts in stages, each evaluated in a task of its own: evaluating all of it at once is one
 * task of ~0.3 s on a slow phone, during which the page ignores the reader. The stages are the
 * modules below (scripts/boot/plugin.ts preloads their chunks with the entry's, so none waits for a
 * download here).
 */
holdUncaughtFailures();
void startMockBackend().finally(async () => {
  // a pre-rendered page is whole already: the app starts when the reader reaches for it (takeover.ts)
  performance.mark('takeover-ready');
  const cause = await takeoverSignal();
  // what started the app and when: the browser tests and the performance scripts read them
  document.documentElement.dataset.takeover = cause;
  performance.mark('takeover', { detail: cause });
  // the engine's first Intl formatter is one slow piece (20 to 60 ms): a task of its own before the stages
  warmIntl(visitorLanguage());
  await nextTask();
  await linksAdded();
  // each stage's chunks are evaluated one per task first (stages.ts); its import then finds them run
  await evaluateStage('react-dom/client');
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // Redux, the API and its schemas
  await evaluateStage('./app/store');
  const { makeStore } = await import('./app/store');
  await nextTask();
  const store = makeStore();
  await evaluateStage('./app/preloadRoute');
  const { preloadRoute } = await import('./app/preloadRoute');
  // its chunk (the screens' registry, the site API's schemas) was evaluated in the task that ends here:
  // the first dispatches get a task of their own (together they were one of 60 to 90 ms)
  await nextTask();
  const preloading = preloadRoute(store, window.location.pathname);
  await nextTask();
  // antd, the router, react-intl, the layouts
  await evaluateStage('./app/App');
  const { App } = await import('./app/App');
  // A public page's first frame is the page itself with its data (it replaces the boot shell), not a
  // spinner or skeletons that each answer then re-renders.
  await Promise.race([preloading, new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS))]);
  const container = document.getElementById('root') as HTMLElement;
  const restoreFocus = rememberFocus(container);
  const root = createRoot(container);
  // A transition: React renders in slices that leave the page responsive, and keeps the boot shell on
  // screen until the tree is ready instead of committing a spinner for a lazy chunk in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <FirstCommit onCommit={restoreFocus}>
          <App store={store} />
        </FirstCommit>
      </StrictMode>,
    );
  });
});
