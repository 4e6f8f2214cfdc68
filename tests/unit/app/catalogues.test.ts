import { getCatalogues, loadFullCatalogues, catalogueLoaded, languageLoaded, antdLocale, languagePacks } from '@/i18n/messages';
import type { LanguagePack } from '@/i18n/packs/pack';
import type { Locale } from '@/lib/locale';

type Catalogue = Record<string, string>;
const fa = import.meta.glob<Catalogue>('@/i18n/messages/fa/*.json', { eager: true, import: 'default' });
const en = import.meta.glob<Catalogue>('@/i18n/messages/en/*.json', { eager: true, import: 'default' });

describe('fa and en catalogues', () => {
  it('hold the same keys, file by file', () => {
    const faFiles = Object.keys(fa).map((f) => f.replace('/fa/', '/'));
    const enFiles = Object.keys(en).map((f) => f.replace('/en/', '/'));
    expect(faFiles.sort()).toEqual(enFiles.sort());
    for (const file of Object.keys(fa)) {
      const twin = file.replace('/fa/', '/en/');
      expect(Object.keys(fa[file]).sort(), file).toEqual(Object.keys(en[twin]).sort());
    }
  });

  it('have no empty texts and no key defined in two files', () => {
    for (const files of [fa, en]) {
      const seen = new Map<string, string>();
      for (const [file, messages] of Object.entries(files)) {
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), `${file} ${key}`).not.toBe('');
          expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });

  it('ship the public areas first and load the dashboard areas on demand', async () => {
    expect(getCatalogues().en['error.404.body']).toBe('The page you requested does not exist... Error (404)');
    expect(getCatalogues().fa['error.404.body']).toContain('۴۰۴');
    await loadFullCatalogues();
    expect(catalogueLoaded()).toBe(true);
    const all = Object.values(fa).reduce((n, m) => n + Object.keys(m).length, 0);
    expect(Object.keys(getCatalogues().fa)).toHaveLength(all);
  });

  it("give each language's pack its public messages and antd's locale in that language", () => {
    expect(languageLoaded('fa') && languageLoaded('en')).toBe(true);
    expect(antdLocale('fa')?.locale).toBe('fa');
    // antd's Persian page-jump field gets its name
    expect(antdLocale('fa')?.Pagination?.page).toBe('صفحه');
    expect(antdLocale('en')?.locale).toBe('en');
    expect(getCatalogues().en['app.language.fa']).toBeTruthy();
  });
});

describe('language packs', () => {
  const pack = (word: string): { default: LanguagePack } => ({ default: { messages: { word }, antd: { locale: word } } });

  it('load one language at a time, once each, and tell when one is here', async () => {
    const asked: Locale[] = [];
    const loaded: Locale[] = [];
    const packs = languagePacks(
      {
        fa: () => (asked.push('fa'), Promise.resolve(pack('fa'))),
        en: () => (asked.push('en'), Promise.resolve(pack('en'))),
      },
      (language) => loaded.push(language),
    );
    expect(packs.get('fa')).toBeUndefined();
    await Promise.all([packs.load('fa'), packs.load('fa')]);
    expect(asked).toEqual(['fa']);
    expect(loaded).toEqual(['fa']);
    expect(packs.get('fa')?.messages).toEqual({ word: 'fa' });
    // the other language is not downloaded until asked for
    expect(packs.get('en')).toBeUndefined();
    await packs.load('en');
    expect(asked).toEqual(['fa', 'en']);
  });

  it('ask again after a failed load (offline before the worker kept the pack)', async () => {
    let fail = true;
    const packs = languagePacks(
      { fa: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(pack('fa'))), en: () => Promise.resolve(pack('en')) },
      () => undefined,
    );
    await expect(packs.load('fa')).rejects.toThrow('offline');
    expect(packs.get('fa')).toBeUndefined();
    fail = false;
    await packs.load('fa');
    expect(packs.get('fa')?.messages).toEqual({ word: 'fa' });
  });
});
