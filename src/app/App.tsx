/** The application: providers, router, start-up calls, preloader, progress bar. */
import { BrowserRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Providers } from './Providers';
import type { AppStore, RootState } from './store';
import { AppRoutes } from './router/AppRoutes';
import { Startup } from './Startup';
import { LanguageSync } from './LanguageSync';
import { ProgressBar } from '@/components/ProgressBar';
import { StaffOrderAlerts } from '@/features/profile/StaffOrderAlerts';
import { Announcer } from '@/components/a11y/Announcer';
import { RouteFocus } from '@/components/a11y/RouteFocus';
import { installPopstateGate } from '@/lib/popstateGate';
import { startMonitoring } from './monitoring';
import { OfflineStatus } from './OfflineStatus';
import { tolerateMissingChunkStyles } from './chunkStyles';
import { startServiceWorker } from './workerStart';
import { startVisitRecord } from '@/api/visitRecord';

// ahead of React Router's popstate listener: the unsaved-changes guard holds a back step there
installPopstateGate();
// a lazy chunk whose stylesheet cannot be had (offline) still runs, unstyled, instead of failing the page
// (in the browser: the server renderer has no page to load stylesheets into)
if (!import.meta.env.SSR) tolerateMissingChunkStyles();
// the service worker is registered as the page loads, and handed what this visit loaded before it
// controlled the page (production builds with the worker only; not in the server renderer)
if (!import.meta.env.SSR) {
  startVisitRecord();
  startServiceWorker();
}
// error reports and field Web Vitals (a build with VITE_SENTRY_DSN / VITE_RUM_URL) load once the page has
// settled (src/app/monitoring); started here, with the app, so that it is not in the entry's own module (main.tsx)
if (!import.meta.env.SSR) startMonitoring();

/**
 * Everything inside the router; tests render it in a MemoryRouter. While a signed-in visitor's user is
 * being read, a public page stays on screen (a hydrated one above all): each guarded route waits for
 * it itself (RouteScreen).
 */
export function AppBody() {
  return (
    <>
      <ProgressBar />
      <LanguageSync />
      <Startup />
      <StaffOrderAlerts />
      <Announcer />
      <RouteFocus />
      <OfflineStatus />
      <AppRoutes />
    </>
  );
}

export function App({ store, serverState, router }: { store: AppStore; serverState?: RootState; router?: (children: ReactNode) => ReactNode }) {
  const body = <AppBody />;
  return (
    <Providers store={store} serverState={serverState}>
      {router ? router(body) : <BrowserRouter>{body}</BrowserRouter>}
    </Providers>
  );
}
