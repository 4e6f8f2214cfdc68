import type { Locale as AntdLocale } from 'antd/es/locale';

/** Plain strings in development and tests; pre-parsed ICU ASTs in production builds (vite.config.ts). */
export type Catalogue = Record<string, string>;

/** What a page needs to speak one language: its public messages (an area's keys are in no other area's
 * file, a test holds it, so the files merge in any order) and antd's own words. */
export interface LanguagePack {
  messages: Catalogue;
  antd: AntdLocale;
}
