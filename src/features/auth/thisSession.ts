/**
 * Which of the user's sessions this device's sign-in opened (src/lib/sessionToken.ts): the user's newest
 * session right after the sign-in. The sign-in asks for it in the background; when the page was left
 * first (a full load within a second or so of signing in), the next start asks again
 * (`resumeSessionLookup`, src/app/Startup.tsx) while the sign-in is recent.
 */
import { authApi } from '@/api/services/auth';
import { rememberSessionToken, rememberSignIn, signInLookupPending } from '@/lib/sessionToken';
import type { AppDispatch } from '@/state/hooks';

/** Keys whose look-up is running: the sign-in's and the start-up's never ask twice at once. */
const running = new Set<string>();

async function lookUp(dispatch: AppDispatch, apiKey: string): Promise<void> {
  if (running.has(apiKey)) return;
  running.add(apiKey);
  try {
    // loaded after the sign-in, not with the sign-in pages (about 4 KB gzip of their first load)
    const { dashboardApi } = await import('@/api/services/dashboard');
    const me = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
    const userId = me.data?.id;
    if (!userId) return;
    const newest = await dispatch(dashboardApi.endpoints.newestToken.initiate(String(userId), { subscribe: false, forceRefetch: true }));
    // a failed read leaves no mark (and the sign-in still waiting, for the next start)
    if (newest.data) rememberSessionToken(apiKey, newest.data.id);
  } finally {
    running.delete(apiKey);
  }
}

/** At sign-in: remembered as waiting first (synchronously), then looked up. */
export function rememberThisSession(dispatch: AppDispatch, apiKey: string): void {
  rememberSignIn(apiKey);
  void lookUp(dispatch, apiKey);
}

/** At start: a recent sign-in whose look-up the page did not live to finish is looked up now. */
export function resumeSessionLookup(dispatch: AppDispatch, apiKey: string | null): void {
  if (apiKey && signInLookupPending(apiKey)) void lookUp(dispatch, apiKey);
}
