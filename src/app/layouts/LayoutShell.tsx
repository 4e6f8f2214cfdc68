/** Picks the layout for a group of routes; each layout is its own lazy chunk (the dashboard's stays out of public pages). */
import { Suspense } from 'react';
import { lazyScreen } from '@/components/screens';
import type { LayoutName } from '../router/buildRoutes';
import { PageSpinner } from '@/components/PageSpinner';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadFullCatalogues } from '@/i18n/messages';

const PublicLayout = lazyScreen(() => import('./PublicLayout'));
const ShopLayout = lazyScreen(() => import('./PublicLayout').then((m) => ({ default: m.ShopLayout })));

/** The SITE layout itself (the server renderer draws the app shell with it). */
export const PublicLayoutScreen = PublicLayout;

/** Loads the public layouts (both: the route tree decides which one a public page uses). */
export function preloadPublicLayouts(): Promise<unknown> {
  return Promise.all([PublicLayout.preload(), ShopLayout.preload()]);
}
const NoAppLayout = lazyScreen(() => import('./NoAppLayout'));
// The dashboard frame's own texts (menu, search button, user actions) live in the dashboard and admin
// catalogues: the frame waits for them with its chunk, or it would show their message ids until they came
const DashboardLayout = lazyScreen(() => Promise.all([import('./DashboardLayout'), loadFullCatalogues()]).then(([layout]) => layout));

/** Loads the layout `layout` names (the route tree's), before the router renders it. */
export function preloadLayout(layout: LayoutName): Promise<unknown> {
  return layout === 'DASHBOARD' ? DashboardLayout.preload() : layout === 'NO_APP' ? NoAppLayout.preload() : preloadPublicLayouts();
}

export function LayoutShell({ layout }: { layout: LayoutName }) {
  const Layout =
    layout === 'DASHBOARD' ? DashboardLayout : layout === 'NO_APP' ? NoAppLayout : layout === 'PORTO_ECOMMERCE' ? ShopLayout : PublicLayout;
  // a layout's chunk that fails to load (a tab opened before a deploy) reloads the page once
  return (
    <ErrorBoundary resetKey={layout}>
      <Suspense fallback={<PageSpinner fullScreen />}>
        <Layout />
      </Suspense>
    </ErrorBoundary>
  );
}
