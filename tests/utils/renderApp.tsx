/** Renders the whole app (fresh store, memory router) or a single component inside the app's providers. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import Cookies from 'js-cookie';
import { App } from '@/app/App';
import { App as AntApp } from 'antd';
import { Providers } from '@/app/Providers';
import { makeStore, type AppStore } from '@/app/store';
import type { SessionState } from '@/state/session';

export interface RenderOptions {
  /** an api key to sign in with (see seededApiKey in mocks/db) */
  apiKey?: string;
  session?: Partial<SessionState>;
}

export const locationRef: { current: { pathname: string; search: string } } = { current: { pathname: '/', search: '' } };

/** The memory router's navigate (e.g. `navigateRef.current(-1)` for the back button). */
export const navigateRef: { current: NavigateFunction } = { current: () => undefined };

function LocationSpy() {
  const location = useLocation();
  navigateRef.current = useNavigate();
  locationRef.current = { pathname: location.pathname, search: location.search };
  return null;
}

function prepareStore(options: RenderOptions): AppStore {
  if (options.apiKey) Cookies.set('api_key', options.apiKey);
  return makeStore({ session: { ...(options.apiKey ? { apiKey: options.apiKey } : {}), ...options.session } });
}

export function renderApp(path = '/', options: RenderOptions = {}) {
  const store = prepareStore(options);
  const utils = render(
    <App
      store={store}
      router={(children: ReactNode) => (
        <MemoryRouter initialEntries={[path]}>
          <LocationSpy />
          {children}
        </MemoryRouter>
      )}
    />,
  );
  return { store, ...utils };
}

/** One component inside the providers and a memory router (no route tree). */
export function renderWithProviders(ui: ReactElement, path = '/', options: RenderOptions = {}) {
  const store = prepareStore(options);
  const utils = render(
    <Providers store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy />
        {/* admin parts call App.useApp(); in the app antd's App comes with the dashboard layout */}
        <AntApp component={false}>{ui}</AntApp>
      </MemoryRouter>
    </Providers>,
  );
  return { store, ...utils };
}
