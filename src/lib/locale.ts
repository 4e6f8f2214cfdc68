/** The app's locales, and locale checks with no dependencies (public first-load modules use this, not the dayjs module). */

/** The supported locales; fa (Persian, right-to-left) is the default. The one definition of `Locale`. */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'fa' || value === 'en';
}

/** True for 'fa' and its regional variants ('fa-IR', 'fa_IR'). */
export function isFaLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('fa');
}

/** The address's query parameter that names the page's language (the spec's `language`). */
export const LANGUAGE_PARAM = 'language';

/** The page's language: `?language=` in the address, else the visitor's stored choice, else fa. */
export function chooseLanguage(search: string, stored: string | null): Locale {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  return isLocale(stored) ? stored : 'fa';
}
