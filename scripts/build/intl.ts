import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

const packageJson = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };

/** The folder of package `name` as Node resolves it from `from` (its entry, then up to its package.json). */
export function packageDir(name: string, from?: string): string {
  let dir = dirname(require.resolve(name, from ? { paths: [from] } : undefined));
  while (!existsSync(join(dir, 'package.json')) || packageJson(dir).name !== name) {
    if (dirname(dir) === dir) throw new Error(`intl build: no package.json for ${name}`);
    dir = dirname(dir);
  }
  return dir;
}

/**
 * react-intl and @formatjs/intl each get their own copy of intl-messageformat (another major of it,
 * Lighthouse's, sits at the top of node_modules), and the bundle carried both: 5.5 KB of the react-intl
 * chunk evaluated twice on every page. When the two are the same version, a build resolves both imports
 * to react-intl's copy (vite.config.ts).
 */
export function intlMessageFormatAlias(): Record<string, string> {
  const reactIntl = packageDir('intl-messageformat', packageDir('react-intl'));
  const formatjs = packageDir('intl-messageformat', packageDir('@formatjs/intl', packageDir('react-intl')));
  if (reactIntl === formatjs || packageJson(reactIntl).version !== packageJson(formatjs).version) return {};
  return { 'intl-messageformat': join(reactIntl, 'index.js') };
}
