/**
 * A session's device log from the browser's user agent, as a server reads the User-Agent header. In
 * the dev server the mock answers inside the page (MSW), where the browser keeps that header out of the
 * request: there the page's own `navigator.userAgent` is the same text, so this device is named too
 * (not "Unknown / Unknown").
 */
import type { TokenRecord } from '../db/types';

/** The user agent of a request: its header, else (answered inside a browser page) the browser's own. */
export function userAgentOf(request: Request): string {
  const header = request.headers.get('user-agent');
  if (header) return header;
  return typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string' ? navigator.userAgent : '';
}

/** First match wins: the more specific tokens before the ones they contain (iPhone's "like Mac OS X", Edge's "Chrome/"). */
const PLATFORMS: [RegExp, string][] = [
  [/Windows Phone/i, 'Windows Phone'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux|X11/i, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser\//, 'Yandex'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/\bnode\b|undici|Node\.js/i, 'Node.js'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';

/** Platform, browser and desktop or not, from a user agent string. */
export function deviceLog(userAgent: string | null): TokenRecord['log'] {
  const ua = userAgent ?? '';
  return { isDesktop: !/Mobile|Android|iPhone|iPad|iPod|Windows Phone/i.test(ua), platform: first(ua, PLATFORMS), browser: first(ua, BROWSERS) };
}
