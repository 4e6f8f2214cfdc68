/**
 * A public page's first render commits once: nothing on it sets state in a layout effect while it
 * mounts. Such an update renders again synchronously inside the commit and pulls every passive effect
 * of the page into the same task; on a slow phone that made the app's takeover of a pre-rendered page
 * one long task of 140 to 200 ms (Lighthouse's total blocking time). Two causes were found, each
 * guarded here or by lint:
 *
 * - antd's `Grid.useBreakpoint()` answers `{}` first and the truth in a layout effect: the app reads
 *   the breakpoints with useScreens (src/components/useScreens.ts) and lint refuses the antd hook;
 * - antd's Button without an icon mounts its loading icon's motion, which sets state in a layout
 *   effect: every antd Button on a public page carries an icon (links that go somewhere are links).
 *
 * The first is checked by rendering the header at both widths and counting its commits with React's
 * Profiler (a layout-effect update commits as "nested-update"); the second on each public page's DOM.
 * (The header itself no longer reads the width: its phone and desktop halves are chosen by CSS, so
 * the server renders one header for every width.)
 */
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { preloadRoute } from '@/app/preloadRoute';
import { siteApi } from '@/api/services/site';
import { SiteHeader } from '@/app/layouts/chrome/SiteHeader';
import { SAMPLE_POST_ALIAS, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { fakeMatchMedia } from '../../utils/matchMedia';
import { renderWithProviders } from '../../utils/renderApp';

const SLOW = { timeout: 20_000 };

const PAGES: { path: string; shows: () => Promise<unknown> }[] = [
  { path: '/', shows: () => screen.findAllByTestId('product-card', {}, SLOW) },
  { path: '/shop', shows: () => screen.findAllByTestId('product-card', {}, SLOW) },
  { path: `/shop/product/${SAMPLE_PRODUCT_ALIAS}`, shows: () => screen.findByRole('heading', { level: 1, name: 'Aloe Vera Moisturising Cream' }, SLOW) },
  // the comments render at once here (jsdom has no IntersectionObserver)
  { path: `/blog/post/${SAMPLE_POST_ALIAS}`, shows: () => screen.findAllByRole('button', { name: /Reply/ }, SLOW) },
  { path: '/contact-us', shows: () => screen.findByRole('heading', { level: 1, name: 'Contact us' }, SLOW) },
];

const WIDTHS = { phone: 412, desktop: 1280 } as const;

/** `window.matchMedia` answering min-width and max-width queries for a window `width` pixels wide. */
function windowOf(width: number) {
  return fakeMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}

describe.each(Object.entries(WIDTHS))('the first commit of a public page (%s)', (_, width) => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = windowOf(width);
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('the header mounts in one commit, the same at every width (CSS shows the menu button or the links)', () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderWithProviders(
      <Profiler id="header" onRender={onRender}>
        <SiteHeader />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
    // both halves are in the page; global.css shows one of them by the width
    expect(document.querySelector('.site-nav__compact button')).toHaveAccessibleName('منو');
    expect(document.querySelectorAll('.site-nav__links a').length).toBeGreaterThan(3);
  });

  it.each(PAGES)('$path: every antd button carries an icon', async ({ path, shows }) => {
    render(
      <App
        store={makeStore({ session: { language: 'en', direction: 'ltr' } })}
        router={(children: ReactNode) => <MemoryRouter initialEntries={[`${path}?language=en`]}>{children}</MemoryRouter>}
      />,
    );
    await shows();
    const buttons = [...document.querySelectorAll('.ant-btn')];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((button) => !button.querySelector(':scope > .ant-btn-icon')).map((button) => button.textContent)).toEqual([]);
  });
});

/**
 * Everything a public page's first screen renders with is in the store before the first render
 * (preloadRoute): an answer that lands after it updates the store, and a store update re-renders its
 * readers at once, in one piece (not a transition) — on a slow phone one long task per late answer
 * (the footer's three answers and a blog sidebar's two were five of them). Parts below the fold
 * (WhenVisible) ask for theirs when they come near: here nothing comes into view.
 */
describe('the first render of a public page asks for nothing its preload did not', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  const FIRST_SCREENS: { path: string; shows: () => Promise<unknown> }[] = [
    { path: '/', shows: () => screen.findAllByTestId('product-card', {}, SLOW) },
    { path: '/shop', shows: () => screen.findAllByTestId('product-card', {}, SLOW) },
    { path: `/shop/product/${SAMPLE_PRODUCT_ALIAS}`, shows: () => screen.findByRole('heading', { level: 1 }, SLOW) },
    { path: '/blog', shows: () => screen.findByRole('heading', { level: 1 }, SLOW) },
    { path: '/blog/category/skin-health', shows: () => screen.findByRole('heading', { level: 1, name: /\S/ }, SLOW) },
    { path: `/blog/post/${SAMPLE_POST_ALIAS}`, shows: () => screen.findByRole('heading', { level: 1 }, SLOW) },
    { path: '/contact-us', shows: () => screen.findByRole('heading', { level: 1 }, SLOW) },
  ];

  it.each(FIRST_SCREENS)('$path', async ({ path, shows }) => {
    const store = makeStore();
    await preloadRoute(store, path);
    const preloaded = new Set(Object.keys(store.getState()[siteApi.reducerPath].queries));
    render(<App store={store} router={(children: ReactNode) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>} />);
    await shows();
    // the mount's passive effects (each hook's subscription) have run
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = Object.keys(store.getState()[siteApi.reducerPath].queries).filter((key) => !preloaded.has(key));
    expect(asked).toEqual([]);
  });
});
