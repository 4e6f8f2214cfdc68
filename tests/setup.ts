import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db';
import { installMultipart } from './multipart';
import { fakeMatchMedia } from './utils/matchMedia';
import { loadFullCatalogues } from '@/i18n/messages';

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
if (!partialUrl.createObjectURL) window.URL.createObjectURL = () => 'blob:mock';
if (!partialUrl.revokeObjectURL) window.URL.revokeObjectURL = () => {};
const realGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo);

configure({ asyncUtilTimeout: 10000 });
installMultipart();

// Components rendered on their own (outside a DASHBOARD route) still find every text.
beforeAll(async () => {
  // a request no handler answers fails the test: every call a test makes is mocked on purpose
  server.listen({ onUnhandledRequest: 'error' });
  await loadFullCatalogues();
});
beforeEach(() => resetDb());
afterEach(() => {
  server.resetHandlers();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
