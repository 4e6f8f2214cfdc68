/**
 * Which of the user's sessions (tokens, /token) is this device's. A token carries id, user, log and
 * createdAt, never its key, so the sign-in remembers the id of the session it opened (the user's newest
 * token, read right after the key arrives) together with a fingerprint of the key: the mark holds only
 * while that key is the one in use. The key itself is not stored again.
 *
 * The look-up takes two calls after the sign-in. If the page is left by a full load before they end
 * (a reload, a typed address), the sign-in is remembered as waiting (`rememberSignIn`, written before
 * anything else) and the next start looks the session up again while the wait is recent.
 */
import { SESSION_TOKEN_STORAGE } from './storageKeys';

interface Stored {
  key: string;
  /** the session's id, once looked up */
  id?: string;
  /** when the sign-in with this key happened (ms), while its session is not looked up yet */
  since?: number;
}

/** A waiting look-up older than this is dropped: by then the user's newest session may be another device's. */
export const SIGN_IN_LOOKUP_MS = 10 * 60_000;

/** FNV-1a of the key: enough to tell two keys apart, says nothing of the key. */
export function keyFingerprint(apiKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i++) {
    hash ^= apiKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function write(value: Stored): void {
  try {
    storage()?.setItem(SESSION_TOKEN_STORAGE, JSON.stringify(value));
  } catch {
    /* private mode or full storage: the sessions list just shows no mark */
  }
}

/** What is stored for this key (nothing for another key). */
function read(apiKey: string | null | undefined): Partial<Stored> | null {
  if (!apiKey) return null;
  try {
    const raw = storage()?.getItem(SESSION_TOKEN_STORAGE);
    const stored = raw ? (JSON.parse(raw) as Partial<Stored> | null) : null;
    return stored?.key === keyFingerprint(apiKey) ? stored : null;
  } catch {
    return null;
  }
}

/** At sign-in, before anything can leave the page: this key's session is still to be looked up. */
export function rememberSignIn(apiKey: string, now = Date.now()): void {
  write({ key: keyFingerprint(apiKey), since: now });
}

export function rememberSessionToken(apiKey: string, tokenId: string): void {
  write({ key: keyFingerprint(apiKey), id: tokenId });
}

/** The id of this device's session while `apiKey` is the key it was opened with, else null. */
export function currentSessionTokenId(apiKey: string | null | undefined): string | null {
  const id = read(apiKey)?.id;
  return typeof id === 'string' ? id : null;
}

/** Whether the sign-in with this key still waits for its session to be looked up (and did so recently). */
export function signInLookupPending(apiKey: string | null | undefined, now = Date.now()): boolean {
  const stored = read(apiKey);
  return typeof stored?.since === 'number' && typeof stored.id !== 'string' && now - stored.since >= 0 && now - stored.since < SIGN_IN_LOOKUP_MS;
}

export function forgetSessionToken(): void {
  try {
    storage()?.removeItem(SESSION_TOKEN_STORAGE);
  } catch {
    /* nothing stored */
  }
}
