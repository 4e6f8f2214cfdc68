/**
 * A build answers react-intl's locale questions without the engine's slow first
 * `supportedLocalesOf` (scripts/build/intl.ts), and bundles one copy of intl-messageformat.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlMessageFormatAlias, localeLookup, packageDir, withLocaleLookup } from '../../../scripts/build/intl';

describe('the locale lookup of a build', () => {
  it.each(['fa', 'en', 'fa-IR', 'en-US', 'EN-us', 'fa-u-nu-latn'])('answers %s as the engine does', (locale) => {
    expect(localeLookup(Intl.NumberFormat, locale)).toEqual(Intl.NumberFormat.supportedLocalesOf(locale));
    expect(localeLookup(Intl.DateTimeFormat, locale)).toEqual(Intl.DateTimeFormat.supportedLocalesOf(locale));
  });

  it('asks the engine for what it cannot answer: a list, or a language the engine does not have', () => {
    const asked: unknown[] = [];
    const Format = Object.assign(
      class {
        constructor(private readonly locale: string) {}
        resolvedOptions() {
          // an engine without the locale resolves to its default
          return { locale: this.locale.startsWith('xx') ? 'en-US' : this.locale };
        }
      },
      { supportedLocalesOf: (locales: string | string[]) => (asked.push(locales), []) },
    );
    expect(localeLookup(Format, 'xx')).toEqual([]);
    expect(localeLookup(Format, ['fa', 'en'])).toEqual([]);
    expect(localeLookup(Format, 'fa')).toEqual(['fa']);
    expect(asked).toEqual(['xx', ['fa', 'en']]);
    // and a malformed tag gets the engine's own answer (its RangeError)
    expect(() => localeLookup(Intl.NumberFormat, 'not a tag')).toThrow(RangeError);
  });

  it('replaces every call in the react-intl modules the bundle has, and stops a build when they move', () => {
    const reactIntl = packageDir('react-intl');
    const sources = [
      join(packageDir('@formatjs/intl', reactIntl), 'index.js'),
      join(packageDir('intl-messageformat', reactIntl), 'index.js'),
    ].map((file) => readFileSync(file, 'utf8'));
    for (const code of sources) {
      const out = withLocaleLookup(code, 2);
      // the only call left is the lookup's own way back to the engine
      expect(out.match(/supportedLocalesOf\(/g)).toHaveLength(1);
      expect(out).toMatch(/__intlLocaleLookup\(Intl\.NumberFormat, /);
    }
    expect(() => withLocaleLookup(sources[0], 3, '@formatjs/intl')).toThrow(/asks Intl\.\*\.supportedLocalesOf 2 times, expected 3/);
  });

  it('resolves intl-messageformat to one copy, the one react-intl asks for (the lock holds two copies of one version)', () => {
    const reactIntlCopy = packageDir('intl-messageformat', packageDir('react-intl'));
    const formatjsCopy = packageDir('intl-messageformat', packageDir('@formatjs/intl', packageDir('react-intl')));
    const version = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(formatjsCopy).not.toBe(reactIntlCopy);
    expect(version(formatjsCopy)).toBe(version(reactIntlCopy));
    const alias = intlMessageFormatAlias();
    expect(alias).toEqual({ 'intl-messageformat': join(reactIntlCopy, 'index.js') });
    expect(existsSync(alias['intl-messageformat'])).toBe(true);
  });
});
