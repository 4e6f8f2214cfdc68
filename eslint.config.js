import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import { aliasImports } from './eslint/aliasImports.js';

const root = import.meta.dirname;

/**
 * Layers (CONTRIBUTING.md, "The rules a tool holds"): app → features → components → api, i18n, state → lib.
 * `src/config.ts` (build-time settings) may be read by every layer. Within the middle layer the
 * store reads the API cache (state → api); api and i18n import nothing of state.
 */
const BELOW = {
  lib: ['./lib'],
  api: ['./api', './lib'],
  i18n: ['./i18n', './lib'],
  state: ['./state', './api', './lib'],
  components: ['./components', './api', './i18n', './state', './lib'],
  features: ['./components', './api', './i18n', './state', './lib'],
};
const SHARED = ['./config.ts', './vite-env.d.ts'];

/** Each feature folder (an admin area is a feature of its own), found on disk so new ones are covered. */
function featureFolders() {
  const dirs = (parent) =>
    fs.existsSync(`${root}/${parent}`)
      ? fs.readdirSync(`${root}/${parent}`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${parent}/${d.name}`)
      : [];
  return dirs('src/features').flatMap((dir) => (dir === 'src/features/admin' ? dirs(dir) : [dir]));
}

const layerZones = [
  ...['lib', 'api', 'i18n', 'state', 'components'].map((layer) => ({
    target: `./src/${layer}`,
    from: './src',
    except: [...BELOW[layer], ...SHARED],
    message: `${layer} sits below: it may import only ${BELOW[layer].map((d) => d.slice(2)).join(', ')} (app → features → components → api, i18n, state → lib).`,
  })),
  ...featureFolders().map((dir) => ({
    target: `./${dir}`,
    from: './src',
    except: [`./${dir.slice('src/'.length)}`, ...BELOW.features, ...SHARED],
    message: 'A feature imports its own files and the layers below it (components, api, i18n, state, lib), never another feature or app; move what two features share into components or lib.',
  })),
  {
    target: './mocks',
    from: './src',
    except: ['./api/schemas', './lib'],
    message: 'The mock backend shares only the API schemas and lib with the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX, project: { rules: { 'alias-imports': aliasImports } } },
    settings: {
      // parse .ts/.tsx dependencies (without these no-cycle never looks inside a TypeScript file)
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler is not used here. These four report code it could not compile, all of it
      // correct React today (a ref read for the map's first centre, lazy screens looked up in a
      // module-level map, a test's location spy): to be turned on with the compiler, not before.
      'react-hooks/refs': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'jsx-a11y/no-autofocus': 'off',

      // type-aware rules that catch real bugs
      '@typescript-eslint/no-floating-promises': 'error',
      // React and antd ignore or await what a handler returns (Modal onOk shows its loading state
      // until the promise settles), so async handlers in JSX attributes are fine; elsewhere not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // an msw handler answers with a Response it throws (mocks/lib/http.ts: fail, unauthorized ...)
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }, { from: 'package', package: 'msw', name: 'HttpResponse' }] },
      ],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',

      // one-way imports
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'project/alias-imports': 'error',

      // a counter shows the language's digits (Persian in fa): antd's bare showCount draws Latin ones
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='showCount'][value=null], JSXAttribute[name.name='showCount'] > JSXExpressionContainer > Literal",
          message: 'Use showCount={useShowCount()} (src/components/digits.tsx): the counter in the language\'s digits.',
        },
        {
          // it answers {} on the first render and the truth in a layout effect: a second, synchronous
          // render inside the page's first commit (tests/component/app/firstCommit.test.tsx)
          selector: "MemberExpression[object.name='Grid'][property.name='useBreakpoint']",
          message: 'Use useScreens() (src/components/useScreens.ts): right on the first render, no re-render inside the commit.',
        },
      ],
    },
  },
  {
    // The app's bundle: classic zod's chained methods cannot be tree-shaken (~26 KB gzip in the shared
    // first-load chunk); zod/mini is the same schemas as functions (~7 KB). mocks/, scripts/ and tests/
    // may use classic zod (not in the browser bundle).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({
              name,
              message:
                "Import { z } from 'zod/mini' in src (z.optional(x), x.check(z.minLength(n)), z.pipe(x, z.transform(f)) ...): classic zod's chained methods cannot be tree-shaken and would add ~20 KB gzip to every page's first load.",
            })),
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: "Import Link, NavLink, Navigate and useNavigate from '@/components/links': their addresses keep the page's language (?language=en on English pages).",
            },
          ],
        },
      ],
    },
  },
  {
    // the one place React Router's own links are wrapped
    files: ['src/components/links.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}', 'tests/utils/**/*.{ts,tsx}', 'tests/setup.ts'],
    extends: [vitest.configs.recommended, testingLibrary.configs['flat/react']],
    languageOptions: { globals: vitest.environments.env.globals },
    rules: {
      // antd renders selects, dropdowns, table rows and tree nodes without roles a query can reach
      // (options in a portal, virtual rows), so component tests read those through the DOM on purpose.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // expect(value, message) is vitest's way to name a failing case
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    // A browser test waits for what it means (an element, a request, an event, the page at rest), never
    // a fixed time: a fixed wait measures the machine, too short under load and wasted when idle. Time a
    // page's own timers would take is run on its clock (page.clock), not waited for.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait for an element, a request or an event (tests/e2e/helpers.ts pageAtRest), or run the page clock.' }],
      'no-restricted-syntax': [
        'error',
        // a promise that a timer resolves: `await new Promise((resolve) => setTimeout(resolve, 500))`
        { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: 'A browser test waits for what it means, never a fixed time: expect.poll, expect(...).toPass, or the page clock.' },
      ],
    },
  },
  {
    // vite.config.ts defines the @/ and @mocks/ aliases, so it and the plugins it loads cannot import through them
    files: ['vite.config.ts', 'scripts/boot/plugin.ts', 'scripts/pwa/plugin.ts'],
    rules: { 'project/alias-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
);
