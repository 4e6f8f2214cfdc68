import { getCatalogues, loadFullCatalogues, catalogueLoaded } from '@/i18n/messages';

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
});
