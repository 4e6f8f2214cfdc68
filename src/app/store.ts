/** The Redux store. `makeStore()` builds a fresh one: the app makes one, every test makes its own. */
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { rootReducer, type RootState } from '@/state/rootReducer';
import { loggedOut } from '@/api/events';
import { languageChanged, sessionReducer, type SessionState } from '@/state/session';


interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

export function makeStore(preloaded?: { session?: Partial<SessionState> }) {
  const listener = createListenerMiddleware();

  // Logging out drops every cached answer: nothing of the previous user may stay on screen.
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  // A locale change reloads the data on screen (spec §4): refetch every query in the cache.
  listener.startListening({
    actionCreator: languageChanged,
    effect: (_action, api) => {
      const queries = (api.getState() as RootState)[baseApi.reducerPath].queries as Record<string, QueryEntry | undefined>;
      const endpoints = baseApi.endpoints as unknown as Record<
        string,
        { initiate: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown } | undefined
      >;
      Object.values(queries).forEach((entry) => {
        if (!entry?.endpointName || entry.status === 'uninitialized') return;
        const endpoint = endpoints[entry.endpointName];
        if (endpoint) api.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never);
      });
    },
  });

  const baseSession = sessionReducer(undefined, { type: '@@init' });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded?.session ? { session: { ...baseSession, ...preloaded.session } } : undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type { RootState };
export type AppStore = ReturnType<typeof makeStore>;
