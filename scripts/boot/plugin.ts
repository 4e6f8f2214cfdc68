/**
 * The boot script (src/app/boot/boot.ts) in index.html: bundled here on its own into one small inline
 * script whose sha256 goes into the Content-Security-Policy (vite.config.ts), and written after
 * `<div id="root">` with its data: the API address, the public page frame in fa and en
 * (src/app/boot/shell.ts, from the app.json catalogues), and, in a build, the chunks and styles of the
 * public layout and of each public screen (found in the bundle by their modules), to preload.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { SCREEN_MODULES, type PublicScreen } from '../../src/app/boot/publicPages';
import type { BootData } from '../../src/app/boot/boot';
import { shellHtml } from '../../src/app/boot/shell';

type OutputBundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** The boot script as one minified IIFE. */
export async function bundleBootScript(root: string): Promise<string> {
  const result = await build({
    input: join(root, 'src/app/boot/boot.ts'),
    write: false,
    output: { format: 'iife', minify: true },
    logLevel: 'silent',
  });
  return result.output[0].code.trim();
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** `</script>` and friends cannot end a JSON block written into HTML. */
const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A chunk's file and the files of every chunk it imports statically, and their styles, minus what the entry already loads. */
function preloadsFor(bundle: OutputBundle, moduleId: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const own = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(moduleId));
  if (!own) throw new Error(`boot script: no chunk for ${moduleId} (is it still imported lazily?)`);
  const files = [...closure([own.fileName])].filter((file) => !entryFiles.has(file));
  const styles = files.flatMap((file) => [...((byFile.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...styles].map((file) => `${base}${file}`);
}

export interface BootOptions {
  root: string;
  code: string;
  apiUrl: string;
  early: boolean;
  homeCategoryIds: string[];
}

export function bootScript(options: BootOptions): Plugin {
  const catalogue = (language: string) =>
    JSON.parse(readFileSync(join(options.root, `src/i18n/messages/${language}/app.json`), 'utf8')) as Record<string, string>;
  let base = '/';
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const screens = Object.keys(SCREEN_MODULES).filter((key): key is PublicScreen => key !== 'layout');
        const data: BootData = {
          apiUrl: options.apiUrl,
          early: options.early,
          homeCategoryIds: options.homeCategoryIds,
          shell: { fa: shellHtml(catalogue('fa')), en: shellHtml(catalogue('en')) },
          preload: bundle
            ? {
                layout: preloadsFor(bundle, SCREEN_MODULES.layout, base),
                screens: Object.fromEntries(screens.map((screen) => [screen, preloadsFor(bundle, SCREEN_MODULES[screen], base)])),
              }
            : { layout: [], screens: {} },
        };
        const tags = `<div id="root"></div>\n    <script type="application/json" id="boot-data">${htmlSafeJson(data)}</script>\n    <script>${options.code}</script>`;
        if (!html.includes('<div id="root"></div>')) throw new Error('boot script: index.html has no empty <div id="root"></div>');
        return html.replace('<div id="root"></div>', tags);
      },
    },
  };
}
