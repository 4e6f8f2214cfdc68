/**
 * The boot script, inlined into index.html after `<div id="root">` (scripts/boot/plugin.ts bundles it
 * and lists its hash in the Content-Security-Policy). It runs while the HTML is parsed, before any
 * module script, and on a public page (src/app/boot/publicPages.ts):
 *
 * - sets `<html lang dir>` from the language the app will choose (so nothing flips when it starts);
 * - paints the page's frame (top bar, menu, an empty main) from the build's shell, so the first paint
 *   does not wait for the JavaScript; React replaces it with the same frame when it renders;
 * - starts the layout's and the screen's chunks (`modulepreload`), which the app otherwise asks for
 *   only after its own code has run;
 * - for a visitor who is not signed in, starts the page's first API calls and the start-up calls, so
 *   they travel while the JavaScript downloads; the app's baseQuery takes these answers (src/api/earlyData.ts)
 *   instead of asking again.
 *
 * Everything it needs comes from the JSON block `#boot-data` the build writes before it.
 */
import { callUrl, matchPublicPage, startupCalls, type PublicScreen } from './publicPages';
import { chooseLanguage, type Locale } from '../../lib/locale';
import { API_KEY_COOKIE, LANGUAGE_STORAGE } from '../../lib/storageKeys';
import { EARLY_DATA, earlyKey, type EarlyData } from '../../api/earlyData';

export interface BootData {
  apiUrl: string;
  /** false when the mock backend runs in the browser (its worker is not there yet). */
  early: boolean;
  homeCategoryIds: string[];
  /** The frame of a public page by language. */
  shell: Record<Locale, string>;
  /** Chunk and style addresses to preload: the public layout's, and each screen's. */
  preload: { layout: string[]; screens: Partial<Record<PublicScreen, string[]>> };
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE);
  } catch {
    return null;
  }
}

function signedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${API_KEY_COOKIE}=`));
}

function preload(href: string): void {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.href = href;
  document.head.appendChild(link);
}

export function boot(data: BootData): void {
  const language = chooseLanguage(window.location.search, storedLanguage());
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'fa' ? 'rtl' : 'ltr';

  const page = matchPublicPage(window.location.pathname);
  if (!page) return;

  const root = document.getElementById('root');
  if (root && !root.firstChild) root.innerHTML = data.shell[language];

  [...data.preload.layout, ...(data.preload.screens[page.screen] ?? [])].forEach(preload);

  if (!data.early || signedIn()) return;
  const context = { language, homeCategoryIds: data.homeCategoryIds };
  const store: EarlyData = { at: Date.now(), answers: {} };
  for (const call of [...page.calls(context), ...startupCalls(language)]) {
    const url = callUrl(data.apiUrl, call, language);
    // a failed early call is simply asked again by the app
    const answer = fetch(url, { credentials: 'same-origin' });
    answer.catch(() => undefined);
    store.answers[earlyKey(url, window.location.href)] = answer;
  }
  (window as unknown as Record<string, EarlyData>)[EARLY_DATA] = store;
}

const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
if (element?.textContent) {
  try {
    boot(JSON.parse(element.textContent) as BootData);
  } catch {
    /* the app starts as it would without the boot script */
  }
}
