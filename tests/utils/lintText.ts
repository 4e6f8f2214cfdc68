/// <reference types="node" />
/**
 * Lints a source text with the project's own ESLint config, as if it were the repository's file at
 * `filePath`, running only `rules`: the tests that hold a lint rule (tests/unit/shared/lint*.test.ts)
 * plant a text and read which of the rules refused it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
// Under CI=true typescript-eslint infers a "single run" and parses files from disk, not the text
// given to lintText: these sources would never be seen. Ask for the per-file parse.
process.env.TSESTREE_SINGLE_RUN = 'false';

/** The rule ids (or messages) `rules` report for a text at `filePath`. */
export function lintTextWith(rules: readonly string[]): (filePath: string, code: string) => Promise<string[]> {
  // the rules held here need no types: the texts are parsed without the TypeScript program the
  // type-aware rules build for each text (a few seconds each)
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { project: null } } },
  });
  return async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.map((m) => m.ruleId ?? m.message);
  };
}
