/**
 * The app-shell script (src/app/boot/appShell.ts) with the templates the build writes
 * (scripts/boot/plugin.ts appShellTemplates): a public address gets the public pages' frame, any other
 * the loading status, each in the page's language and marked until the app renders over it; under the
 * dev server every address gets the loading status; a page whose root already holds something (a
 * pre-rendered page) is left alone.
 */
import { APP_SHELL_MARK, showAppShell } from '@/app/boot/appShell';
import { appShellTemplates, devShellTemplates } from '../../../scripts/boot/plugin';

const FRAME = { fa: '<header class="site-header">قاب</header><main id="main"></main>', en: '<header class="site-header">frame</header><main id="main"></main>' };

const LOADING = { fa: '<div role="status">در حال بارگذاری…</div>', en: '<div role="status">Loading…</div>' };

function page(path: string, language: 'fa' | 'en', root = '', templates = appShellTemplates(FRAME, LOADING)) {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root">${root}</div>${templates}`;
  showAppShell();
  return document.getElementById('root') as HTMLElement;
}

describe('the app-shell script', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('shows the public frame on a public address, in the page’s language', () => {
    const root = page('/shop/product/new-cream', 'en');
    expect(root.querySelector('header')?.textContent).toBe('frame');
    expect(root.querySelector('[role="status"]')).toBeNull();
    expect([...root.children].every((element) => element.hasAttribute(APP_SHELL_MARK))).toBe(true);
  });

  it.each([
    ['/login', 'fa', 'در حال بارگذاری…'],
    ['/ecommerce-management/product', 'en', 'Loading…'],
    ['/invoice/3460', 'fa', 'در حال بارگذاری…'],
  ] as const)('shows the loading status on %s, not a blank page (%s)', (path, language, text) => {
    const root = page(path, language);
    expect(root.querySelector('header')).toBeNull();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(text);
    expect(root.firstElementChild?.hasAttribute(APP_SHELL_MARK)).toBe(true);
  });

  it.each([
    ['/shop/product/new-cream', 'en', 'Loading…'],
    ['/', 'fa', 'در حال بارگذاری…'],
    ['/login', 'en', 'Loading…'],
  ] as const)('under the dev server shows the loading status on %s too (%s): it has no public frame', async (path, language, text) => {
    const server = { ssrLoadModule: vi.fn(async () => ({ renderLoading: (l: 'fa' | 'en') => LOADING[l] })) };
    const root = page(path, language, '', await devShellTemplates(server));
    expect(server.ssrLoadModule).toHaveBeenCalledWith('/src/app/server/loading.tsx');
    expect(root.querySelector('header')).toBeNull();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(text);
  });

  it('leaves a root that already holds a page (a pre-rendered file) as it is', () => {
    const root = page('/login', 'en', '<main id="main">written</main>');
    expect(root.innerHTML).toBe('<main id="main">written</main>');
  });
});
