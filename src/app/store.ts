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

/** Endpoints whose argument is a language: `locale('fa')` asks for fa's texts whatever the page's language. */
const LANGUAGE_ENDPOINTS = new Set(['locale']);

/** The query asks for one language itself (its argument, or its argument's `language`). */
function pinsLanguage({ endpointName = '', originalArgs }: QueryEntry): boolean {
  if (LANGUAGE_ENDPOINTS.has(endpointName)) return true;
  return typeof originalArgs === 'object' && originalArgs !== null && typeof (originalArgs as { language?: unknown }).language === 'string';
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

  // A locale change reloads the data on screen (spec §4): refetch every query in the cache, except those
  // whose argument names a language (the server's texts of one locale, the TONDAR_NET credit in fa):
  // their answer does not follow the page's language, and the old locale's entry is left for the new one.
  listener.startListening({
    actionCreator: languageChanged,
    effect: (_action, api) => {
      const queries = (api.getState() as RootState)[baseApi.reducerPath].queries as Record<string, QueryEntry | undefined>;
      const endpoints = baseApi.endpoints as unknown as Record<
        string,
        { initiate: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown } | undefined
      >;
      Object.values(queries).forEach((entry) => {
        if (!entry?.endpointName || entry.status === 'uninitialized' || pinsLanguage(entry)) return;
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
