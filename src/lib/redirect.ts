/**
 * Login `redirect` targets: only same-origin paths are honoured. Rejects `//host`, `/\host`,
 * schemes (`javascript:`, `https:`), control characters and anything that resolves elsewhere.
 */
import { paths } from './paths';

export function safeRedirect(target: string | null | undefined, fallback: string = paths.editUser): string {
  if (!target || typeof target !== 'string') return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\') || target.includes('\\')) return fallback;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
