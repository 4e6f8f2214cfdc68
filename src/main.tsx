import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
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

void startMockBackend().finally(() => {
  const store = makeStore();
  preloadRoute(store, window.location.pathname);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
