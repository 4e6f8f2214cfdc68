// first: React's devtools hook must be there before react-dom loads (tests/utils/reactCommits.ts)
import './utils/reactCommits';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- with isolate: false the module (and its own afterEach) is evaluated in the first file only; see afterEach below
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db';
import { installMultipart } from './multipart';
import { fakeMatchMedia } from './utils/matchMedia';
import { loadFullCatalogues, loadLanguage } from '@/i18n/messages';
import { screenLoadsSettled } from '@/components/screens';

// a file in the node environment (// @vitest-environment node: the pre-render's) has no window
const browserLike = typeof window !== 'undefined';
if (browserLike) {
  // antd needs these in jsdom.
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverShim;
  // jsdom lacks these (the DOM types say they always exist)
  const partialWindow = window as Partial<Pick<Window, 'matchMedia'>>;
  const partialUrl = window.URL as Partial<Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>>;
  if (!partialWindow.matchMedia) window.matchMedia = fakeMatchMedia();
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  window.scrollBy = (() => {}) as typeof window.scrollBy;
  // jsdom lays nothing out: the form pattern's failed-save reveal (useErrorFocus) scrolls a field inside a dialog with it
  const partialElement = Element.prototype as Partial<Pick<Element, 'scrollIntoView'>>;
  if (!partialElement.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!partialUrl.createObjectURL) window.URL.createObjectURL = () => 'blob:mock';
  if (!partialUrl.revokeObjectURL) window.URL.revokeObjectURL = () => {};
  // jsdom runs animation-frame callbacks from one shared setInterval, started by the first pending call
  // and looked up on the global when it starts: started while a test has fake timers on, it goes with
  // them, the count of pending calls never falls back to zero, and no frame comes again in that worker
  // (isolate: false keeps the window from file to file). antd's motions then stop half-way (an upload
  // list's removed file stayed for good, in a later file). A timer per call carries no such state.
  const frame = (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16) as unknown as number;
  const cancelFrame = (handle: number) => clearTimeout(handle);
  for (const scope of new Set<typeof globalThis>([window as unknown as typeof globalThis, globalThis])) {
    scope.requestAnimationFrame = frame;
    scope.cancelAnimationFrame = cancelFrame;
  }
  const realGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo);
}

// a wait is for what the test means; its cap only has to outlast a loaded 2-core machine (CI runs the
// browser tests beside these)
configure({ asyncUtilTimeout: 30000 });
if (browserLike) installMultipart();

// Components rendered on their own (outside a DASHBOARD route) still find every text.
beforeAll(async () => {
  // a request no handler answers fails the test: every call a test makes is mocked on purpose
  server.listen({ onUnhandledRequest: 'error' });
  // both languages' packs: a test switches language at once, as a page whose other pack has loaded
  await Promise.all([loadFullCatalogues(), loadLanguage('fa'), loadLanguage('en')]);
});
beforeEach(() => resetDb());
afterEach(() => {
  // Testing Library registers its own cleanup only where its module is first evaluated: said here, it
  // runs after every test of every file, also when a worker keeps its modules from one file to the next
  cleanup();
  server.resetHandlers();
  // a test's request recorders end with it (the server is the worker's, not the file's)
  server.events.removeAllListeners();
  vi.useRealTimers();
  if (!browserLike) return;
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // the document as a new file finds it: no language, direction, title or head tags of the last test
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
  document.head.querySelectorAll('meta, link').forEach((node) => node.remove());
});
afterAll(async () => {
  // a screen's chunk the router started loading finishes before the environment goes (screens.ts)
  await screenLoadsSettled();
  server.close();
});
