import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * A page's first `Intl.NumberFormat.supportedLocalesOf` costs 25 to 45 ms on a desktop (100 to 180 ms
 * at a slow phone's 4× CPU), in one piece: the engine lists every locale ICU has. react-intl asks it
 * twice per page, neither time for anything the app uses: `createIntl` to report missing locale data
 * (the app's `onError` drops every report) and intl-messageformat's `resolveLocale` for each message,
 * whose answer for one locale string is `new Intl.Locale(that string)` whether the engine has the
 * locale or not. `localeLookup` answers the same question for one locale string by asking a
 * formatter for it (under a millisecond): the engine has the locale when the formatter resolves to
 * its language. Anything else (a list, an unknown language) still goes to the engine's own.
 */
export function localeLookup(Format: { supportedLocalesOf(locales: string | string[]): string[] } & (new (locale: string) => { resolvedOptions(): { locale: string } }), locales: string | string[]): string[] {
  if (typeof locales === 'string') {
    try {
      const asked = new Intl.Locale(locales);
      if (new Intl.Locale(new Format(locales).resolvedOptions().locale).language === asked.language) return [asked.toString()];
    } catch {
      // a malformed tag: the engine's own answer (or its error)
    }
  }
  return Format.supportedLocalesOf(locales);
}

const LOOKUP = '__intlLocaleLookup';
/** The modules of react-intl that ask, and how many times each does. */
const CALLERS: readonly [RegExp, number][] = [
  [/node_modules\/@formatjs\/intl\/index\.js$/, 2],
  [/node_modules\/(?:.*\/)?intl-messageformat\/index\.js$/, 2],
];
const CALL = /Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(/g;

/**
 * The caller's module with each `Intl.X.supportedLocalesOf(` replaced by the lookup above (its source
 * prepended). Throws when the module does not ask `expected` times: an upgrade of react-intl that
 * moves the calls must be looked at, not silently left slow.
 */
export function withLocaleLookup(code: string, expected: number, id = 'module'): string {
  const found = code.match(CALL)?.length ?? 0;
  if (found !== expected) throw new Error(`intl build: ${id} asks Intl.*.supportedLocalesOf ${found} times, expected ${expected} (see scripts/build/intl.ts)`);
  return `const ${LOOKUP} = ${localeLookup.toString()};\n${code.replace(CALL, (_, format: string) => `${LOOKUP}(Intl.${format}, `)}`;
}

/**
 * react-intl and @formatjs/intl each get their own copy of intl-messageformat (another major of it,
 * Lighthouse's, sits at the top of node_modules), and the bundle carried both. When the two are the
 * same version, both imports resolve to react-intl's copy.
 */
export function intlMessageFormatAlias(): Record<string, string> {
  const [reactIntl, formatjs] = [packageDir('intl-messageformat', packageDir('react-intl')), packageDir('intl-messageformat', packageDir('@formatjs/intl', packageDir('react-intl')))];
  if (reactIntl === formatjs || packageJson(reactIntl).version !== packageJson(formatjs).version) return {};
  return { 'intl-messageformat': join(reactIntl, 'index.js') };
}

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

/** The two changes above, for a build (vite.config.ts). */
export function intlBuild(): Plugin {
  return {
    name: 'intl-locale-lookup',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ resolve: { alias: intlMessageFormatAlias() } }),
    transform(code, id) {
      const caller = CALLERS.find(([pattern]) => pattern.test(id));
      return caller ? { code: withLocaleLookup(code, caller[1], id), map: null } : null;
    },
  };
}
