/** Renders the whole app (fresh store, memory router) or a single component inside the app's providers. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
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

/**
 * antd's generated styles go into a detached element, not the document: the tests read no antd style,
 * and jsdom's getComputedStyle (Testing Library's role queries call it for every element up the tree)
 * otherwise matches each element against thousands of antd rules (about a third of an admin test's time).
 */
const antdStyles = document.createElement('div');

/** The CSS antd has registered so far (its cssinjs styles), for a test that checks what antd provides. */
export const antdStyleText = () => antdStyles.textContent;

function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={antdStyles}>{children}</StyleProvider>;
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
    { wrapper: TestStyles },
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
    { wrapper: TestStyles },
  );
  return { store, ...utils };
}
