import { catalogueFiles, catalogues } from '@/i18n/messages';

describe('fa and en catalogues', () => {
  it('hold the same keys, file by file', () => {
    const faFiles = Object.keys(catalogueFiles.fa).map((f) => f.replace('/fa/', '/'));
    const enFiles = Object.keys(catalogueFiles.en).map((f) => f.replace('/en/', '/'));
    expect(faFiles.sort()).toEqual(enFiles.sort());
    for (const file of Object.keys(catalogueFiles.fa)) {
      const twin = file.replace('/fa/', '/en/');
      expect(Object.keys(catalogueFiles.fa[file]).sort(), file).toEqual(Object.keys(catalogueFiles.en[twin]).sort());
    }
  });

  it('have no empty texts and no key defined in two files', () => {
    for (const locale of ['fa', 'en'] as const) {
      const seen = new Map<string, string>();
      for (const [file, messages] of Object.entries(catalogueFiles[locale])) {
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
    expect(catalogues.fa['error.404.body']).toContain('۴۰۴');
    expect(catalogues.en['error.404.body']).toBe('The page you requested does not exist... Error (404)');
  });
});
