/**
 * The texts the public pages' first screen is written with, read from the app's catalogues: the boot
 * script's frame (scripts/boot/plugin.ts) and the pre-rendered pages (scripts/prerender) use the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWER_SHELL_TEXTS, type AnswerShellTexts } from '../../src/app/boot/shell.ts';

const AREAS = ['app', 'pages', 'blog', 'shop'] as const;

/** The language's app, pages, blog and shop catalogues in one record. */
export function publicCatalogue(root: string, language: string): Record<string, string> {
  return Object.assign(
    {},
    ...AREAS.map((area) => JSON.parse(readFileSync(join(root, `src/i18n/messages/${language}/${area}.json`), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/** The texts the answer shells use (shell.ts ANSWER_SHELL_TEXTS), from a catalogue. */
export function answerShellTexts(catalogue: Readonly<Record<string, string>>): AnswerShellTexts {
  return Object.fromEntries(ANSWER_SHELL_TEXTS.map((id) => [id, catalogue[id] ?? id]));
}
