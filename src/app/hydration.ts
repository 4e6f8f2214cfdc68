/**
 * The store's side of hydrating a pre-rendered page (main.tsx, the server renderer src/app/server):
 * the session every page is rendered with on the server, the state React hydrates with, and the
 * answers asked again when the page's were old.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/locale';
import { createInitialSession, type SessionState } from '@/state/session';
import { rootReducer, type RootState } from '@/state/rootReducer';
import { baseApi } from '@/api/baseApi';
import { PAGE_STATE_MAX_AGE_MS, type PageState } from './pageState';
import type { AppStore } from './store';

/**
 * The session as the server renders every page: nobody signed in, a wide screen, no request running.
 * A signed-in visitor or a phone hydrates this first (react-redux's `serverState`) and updates right after.
 */
export function serverSession(language: Locale): SessionState {
  return { ...createInitialSession(), language, direction: language === 'fa' ? 'rtl' : 'ltr', apiKey: null, isMobile: false, pending: 0 };
}

/**
 * The state the server rendered the page with (react-redux's `serverState`, Providers.tsx): its session
 * and the carried answers, put in by the same action as into the store, so both hold the same answers.
 */
export function serverState(page: PageState, carried: UnknownAction): RootState {
  return rootReducer({ session: serverSession(page.language) } as RootState, carried);
}

interface CarriedQuery {
  endpointName?: string;
  originalArgs?: unknown;
}

/** After hydration: answers older than PAGE_STATE_MAX_AGE_MS are asked again (the page updates when they are in). */
export function refreshStaleAnswers(store: AppStore, page: PageState, now = Date.now()): void {
  if (!(now - Date.parse(page.at) > PAGE_STATE_MAX_AGE_MS)) return;
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction } | undefined>;
  for (const query of Object.values(page.api.queries) as CarriedQuery[]) {
    const endpoint = query.endpointName ? endpoints[query.endpointName] : undefined;
    if (endpoint) store.dispatch(endpoint.initiate(query.originalArgs, { subscribe: false, forceRefetch: true }) as never);
  }
}
