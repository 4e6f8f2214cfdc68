import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
// the public pages' antd styles, built ahead (scripts/antdStyles.ts): antd skips generating them at run time
import './app/antd-public.css';
import './app/global.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { preloadRoute } from './app/preloadRoute';

async function startMockBackend() {
  // Development only: the production build has VITE_USE_MSW=false, so this branch and MSW are dropped.
  if (import.meta.env.VITE_USE_MSW === 'true') {
    // The mock keeps its data in IndexedDB across reloads and tabs; `?mock-reset=1` starts again from the seed.
    const { startBrowserMock } = await import('@mocks/browser');
    await startBrowserMock();
  }
}

/** How long the first render waits for a public page's chunks before it shows the spinner instead. */
const CHUNK_WAIT_MS = 3000;

void startMockBackend().finally(async () => {
  const store = makeStore();
  // A public page's first frame is the page itself (it replaces the boot shell), not a spinner.
  await Promise.race([preloadRoute(store, window.location.pathname), new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS))]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders in slices that leave the page responsive, and keeps the boot shell on
  // screen until the tree is ready instead of committing a spinner for a lazy chunk in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
