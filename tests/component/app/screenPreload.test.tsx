/**
 * A screen's chunk is asked for as soon as its route is matched, beside its layout's chunk: an admin
 * list used to wait for the dashboard layout's chunks, then its render, and only then ask for its own
 * chunks (and its list call after them). An admin screen comes in two steps (its area's map, then its
 * own chunk), and preloading its name loads both.
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { areaScreens, screenRegistry } from '@/app/router/registry';
import { lazyScreen } from '@/components/screens';
import { seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const SLOW = { timeout: 20_000 };

it('asks for an admin screen while its route is being rendered, before its layout is on the page', async () => {
  // the layout's and the screen's chunks are loaded once, so that the second opening's layout renders at once
  const { unmount } = renderApp('/ecommerce-management/product', admin);
  expect(await screen.findByRole('heading', { name: /products/i }, SLOW)).toBeInTheDocument();
  unmount();

  const ProductList = screenRegistry.ProductList;
  const layoutOnPage: boolean[] = [];
  const original = ProductList.preload!;
  ProductList.preload = () => {
    layoutOnPage.push(document.querySelector('.dashboard-layout') !== null);
    return original();
  };
  try {
    renderApp('/ecommerce-management/product', admin);
    expect(await screen.findByRole('heading', { name: /products/i }, SLOW)).toBeInTheDocument();
  } finally {
    ProductList.preload = original;
  }
  // asked in the render that matched the route: an effect would only run once the layout was committed
  expect(layoutOnPage.length).toBeGreaterThan(0);
  expect(layoutOnPage[0]).toBe(false);
});

it("preloads an area's screen together with the area's map, so the screen renders without suspending", async () => {
  let innerLoads = 0;
  const inner = lazyScreen(async () => {
    innerLoads += 1;
    return { default: () => <p>the screen</p> };
  });
  const area = areaScreens(['Screen'], async () => ({ Screen: inner }));
  await area.Screen.preload!();
  expect(innerLoads).toBe(1);

  const Screen = area.Screen;
  render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );
  // synchronously: neither the area's lazy nor the screen's own suspends
  expect(screen.getByText('the screen')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
});
