/**
 * `project/alias-imports`: outside `src`, code reaches the app through `@/...` and the mock backend
 * through `@mocks/...`, never through a relative path that climbs into them (`../../src/api`,
 * `../../mocks/db`). A relative import that stays inside its own tree (`./helpers`, `../lib/http`
 * inside mocks) is fine. Files inside `src` are not checked (their own layering rules apply).
 */
import path from 'node:path';

const ALIASES = [
  { dir: 'src', alias: '@/' },
  { dir: 'mocks', alias: '@mocks/' },
];

/** @type {import('eslint').Rule.RuleModule} */
export const aliasImports = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'Import src and mocks through the @/ and @mocks/ aliases, not relative paths' },
    messages: { useAlias: "Import '{{specifier}}' as '{{aliased}}': code outside {{dir}}/ reaches it through its alias." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const own = path.relative(root, file).split(path.sep)[0];

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep);
      const entry = ALIASES.find((a) => a.dir === target[0] && a.dir !== own);
      if (!entry) return;
      const aliased = `${entry.alias}${target.slice(1).join('/')}`;
      context.report({
        node,
        messageId: 'useAlias',
        data: { specifier, aliased, dir: entry.dir },
        fix: (fixer) => fixer.replaceText(node, `'${aliased}'`),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        // vi.mock('../../src/x'), vi.importActual('../../src/x'), import.meta.glob('../../src/**')
        const callee = node.callee;
        if (callee.type !== 'MemberExpression') return;
        const name = callee.property.type === 'Identifier' ? callee.property.name : '';
        if (['mock', 'doMock', 'importActual', 'importMock', 'glob'].includes(name)) check(node.arguments[0]);
      },
    };
  },
};
