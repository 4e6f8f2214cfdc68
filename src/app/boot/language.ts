/**
 * The visitor's language as the app will choose it (the address's `language`, else the stored one, else
 * fa), for the head script (head.ts), which runs before the app; relative imports only, of modules
 * that import nothing (the head script is bundled on its own, scripts/boot/plugin.ts).
 */
import { chooseLanguage, type Locale } from '../../lib/locale';
import { LANGUAGE_STORAGE } from '../../lib/storageKeys';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE);
  } catch {
    return null;
  }
}

export const visitorLanguage = (): Locale => chooseLanguage(window.location.search, storedLanguage());

/** `<html lang dir>` for `language`. */
export function setDocumentLanguage(language: Locale): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'fa' ? 'rtl' : 'ltr';
}

/**
 * The page's first Intl formatter costs 20 to 60 ms on a desktop (80 to 240 at a slow phone's 4× CPU)
 * while the engine sets up its locale data (ICU); every later one costs under a millisecond. The app's
 * first render makes several (react-intl's provider asks which locales the engine has, then formats
 * numbers and dates): there it would be one long task after the first paint. main.tsx makes them before
 * it hydrates a pre-rendered page, so hydration's slices stay short, and one step a task: the locale
 * lookup is most of the cost (12-33 ms measured in Chromium on a desktop), the date formatter's set-up
 * the rest (3-13 ms), and together they were one task of about 40 ms, long at any phone's speed.
 */
const INTL_STEPS: readonly ((language: Locale) => unknown)[] = [
  (language) => Intl.NumberFormat.supportedLocalesOf(language),
  (language) => new Intl.NumberFormat(language).format(0),
  (language) => new Intl.DateTimeFormat(language).format(0),
];

/** Sets up the engine's locale data for `language`, each step after `turn()` (the next task). */
export async function warmIntl(language: Locale, turn: () => Promise<void>): Promise<void> {
  for (const step of INTL_STEPS) {
    await turn();
    try {
      step(language);
    } catch {
      // an engine without Intl: react-intl reports it itself
    }
  }
}
