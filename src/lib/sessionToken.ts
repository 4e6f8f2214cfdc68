/**
 * Which of the user's sessions (tokens, /token) is this device's. A token carries id, user, log and
 * createdAt, never its key, so the sign-in remembers the id of the session it opened (the user's newest
 * token, read right after the key arrives) together with a fingerprint of the key: the mark holds only
 * while that key is the one in use. The key itself is not stored again.
 */
import { SESSION_TOKEN_STORAGE } from './storageKeys';

interface Stored {
  key: string;
  id: string;
}

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

export function rememberSessionToken(apiKey: string, tokenId: string): void {
  const value: Stored = { key: keyFingerprint(apiKey), id: tokenId };
  try {
    storage()?.setItem(SESSION_TOKEN_STORAGE, JSON.stringify(value));
  } catch {
    /* private mode or full storage: the sessions list just shows no mark */
  }
}

/** The id of this device's session while `apiKey` is the key it was opened with, else null. */
export function currentSessionTokenId(apiKey: string | null | undefined): string | null {
  if (!apiKey) return null;
  try {
    const raw = storage()?.getItem(SESSION_TOKEN_STORAGE);
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    return stored && stored.key === keyFingerprint(apiKey) && typeof stored.id === 'string' ? stored.id : null;
  } catch {
    return null;
  }
}

export function forgetSessionToken(): void {
  try {
    storage()?.removeItem(SESSION_TOKEN_STORAGE);
  } catch {
    /* nothing stored */
  }
}
