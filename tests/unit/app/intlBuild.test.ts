/** A build bundles one copy of intl-messageformat where npm installs two (scripts/build/intl.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlMessageFormatAlias, packageDir } from '../../../scripts/build/intl';

describe('intl-messageformat in a build', () => {
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
