/**
 * The boot script (src/app/boot/boot.ts) in index.html: bundled here on its own into one small inline
 * script whose sha256 goes into the Content-Security-Policy (vite.config.ts), and written after
 * `<div id="root">` with its data: the API address, the public page frame in fa and en
 * (src/app/boot/shell.ts, from the app.json catalogues), and, in a build, the chunks and styles of the
 * public layout and of each public screen (found in the bundle by their modules), to preload.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { SCREEN_MODULES, type PublicScreen } from '../../src/app/boot/publicRoutes.ts';
import type { BootData } from '../../src/app/boot/boot.ts';
import type { StageName, Stages } from '../../src/app/boot/stages.ts';
import { pageShellHtml, shellHtml } from '../../src/app/boot/shell.ts';
import { answerShellTexts, publicCatalogue } from './catalogue.ts';

type OutputBundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/**
 * The boot script (or with `file`, the head script) as one minified IIFE (BOOT_MINIFY=0 leaves it
 * readable, for a profiler's function names).
 */
export async function bundleBootScript(root: string, file = 'src/app/boot/boot.ts'): Promise<string> {
  const result = await build({
    input: join(root, file),
    write: false,
    output: { format: 'iife', minify: process.env.BOOT_MINIFY !== '0' },
    logLevel: 'silent',
  });
  return result.output[0].code.trim();
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * `html` with the head script right after the viewport's `<meta>`: before every stylesheet, so that it
 * runs while they download (an inline script after a stylesheet waits for it).
 */
export function withHeadScript(html: string, code: string): string {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('boot script: index.html has no <meta name="viewport"> to put the head script after');
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}\n    <script>${code}</script>${html.slice(at)}`;
}

/** `</script>` and friends cannot end a JSON block written into HTML. */
const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** How many modules main.tsx imports one after the other as it starts (react-dom/client, the store, preloadRoute, App). */
const START_STAGES = 4;

/**
 * The chunks and styles of main.tsx's start-up stages (its dynamic imports), with every chunk they
 * import statically, minus the entry's own: the boot script preloads them with the entry.
 */
function stagePreloads(bundle: OutputBundle, base: string): string[] {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  if (entry?.type !== 'chunk') throw new Error('boot script: the bundle has no entry chunk');
  // anything else the entry imports lazily (a screen) would be preloaded on every page: fail instead
  if (entry.dynamicImports.length !== START_STAGES) {
    throw new Error(`boot script: the entry imports ${entry.dynamicImports.length} chunks lazily (${entry.dynamicImports.join(', ')}), not main.tsx's ${START_STAGES} start-up stages`);
  }
  const files = new Set(entry.dynamicImports.flatMap((file) => chunkClosure(bundle, file)));
  chunkClosure(bundle, entry.fileName).forEach((file) => files.delete(file));
  return withStyles(bundle, [...files]).map((file) => `${base}${file}`);
}

/** main.tsx's start-up stages (its dynamic imports, src/app/boot/stages.ts) by the module each chunk is the facade of. */
const STAGE_MODULES: Record<StageName, RegExp> = {
  'react-dom/client': /\/node_modules\/react-dom\/client\.js$/,
  './app/store': /\/src\/app\/store\.ts$/,
  './app/preloadRoute': /\/src\/app\/preloadRoute\.ts$/,
  './app/App': /\/src\/app\/App\.tsx$/,
};

/**
 * Each start-up stage's chunks in the order the engine evaluates them when the stage is imported
 * (depth first along each chunk's imports, a chunk after the ones it imports, the stage's own last),
 * without the entry's and an earlier stage's: the app imports them one per task (stages.ts).
 */
export function startStages(bundle: OutputBundle, base: string): Stages {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  if (entry?.type !== 'chunk') throw new Error('boot script: the bundle has no entry chunk');
  const done = new Set(chunkClosure(bundle, entry.fileName));
  const inOrder = (file: string, out: string[]) => {
    if (done.has(file)) return;
    done.add(file);
    const item = bundle[file] as (typeof bundle)[string] | undefined;
    if (item?.type !== 'chunk') return;
    item.imports.forEach((dep) => inOrder(dep, out));
    out.push(`${base}${file}`);
  };
  const stages: Stages = {};
  for (const [name, module] of Object.entries(STAGE_MODULES) as [StageName, RegExp][]) {
    // a package's module may share its chunk with others (react-dom/client's has no facade of its own)
    const own = entry.dynamicImports
      .map((file) => bundle[file] as (typeof bundle)[string] | undefined)
      .find((item) => item?.type === 'chunk' && [item.facadeModuleId, ...item.moduleIds].some((id) => id && module.test(id.replace(/\\/g, '/'))));
    if (!own) throw new Error(`boot script: main.tsx imports no chunk for its start-up stage ${name}`);
    const out: string[] = [];
    inOrder(own.fileName, out);
    stages[name] = out;
  }
  return stages;
}

/** `start` and every chunk it imports statically, `start` first. */
function chunkClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const item = bundle[file] as (typeof bundle)[string] | undefined;
    if (item?.type === 'chunk') item.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The chunk files followed by the styles they import. */
function withStyles(bundle: OutputBundle, files: string[]): string[] {
  const styles = files.flatMap((file) => [...((bundle[file] as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...styles];
}

/** A chunk's file and the files of every chunk it imports statically, and their styles, minus `loaded` (what the start loads). */
function preloadsFor(bundle: OutputBundle, moduleId: string, loaded: ReadonlySet<string>, base: string): string[] {
  const own = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.replace(/\\/g, '/').endsWith(moduleId));
  if (!own) throw new Error(`boot script: no chunk for ${moduleId} (is it still imported lazily?)`);
  return withStyles(bundle, chunkClosure(bundle, own.fileName).filter((file) => !loaded.has(`${base}${file}`))).map((file) => `${base}${file}`);
}

export interface BootOptions {
  root: string;
  code: string;
  /** The head script (src/app/boot/head.ts, bundled). */
  headCode: string;
  apiUrl: string;
  early: boolean;
  homeCategoryIds: string[];
  /** The chunk fetcher (src/app/boot/chunkFetcher.ts, bundled): a worker file of the build. */
  fetcherCode: string;
}

/** The chunk fetcher's file in a build, named by its content like Vite's own assets. */
export function fetcherFile(code: string): string {
  return `assets/chunk-fetcher-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
}

export function bootScript(options: BootOptions): Plugin {
  const catalogue = (language: string) => publicCatalogue(options.root, language);
  const texts = (language: string) => answerShellTexts(catalogue(language));
  let base = '/';
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: fetcherFile(options.fetcherCode), source: options.fetcherCode });
    },
    transformIndexHtml: {
      order: 'post',
      handler(source, context) {
        const bundle = context.bundle;
        // in a build, the entry's script and modulepreload tags leave <head>: the boot script starts them
        let html = source;
        let entry: BootData['entry'] = null;
        let started: ReadonlySet<string> = new Set();
        if (bundle) {
          const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
          if (!script) throw new Error('boot script: the build wrote no entry <script type="module"> into index.html');
          const preloads: string[] = [];
          html = html.replace(script[0], '').replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
          entry = { script: script[1], preloads: [...preloads, ...stagePreloads(bundle, base)], stages: startStages(bundle, base), imports: preloads, fetcher: `${base}${fetcherFile(options.fetcherCode)}` };
          started = new Set([entry.script, ...entry.preloads]);
          // the web font, asked with the stylesheet rather than after it: the shell's text is then
          // painted in it at once, and does not move when it arrives
          const fonts = Object.values(bundle)
            .filter((item) => item.type === 'asset' && item.fileName.endsWith('.woff2'))
            .map((item) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${item.fileName}">\n`);
          html = html.replace(/(\s*)<link rel="stylesheet"/, (match) => `\n${fonts.join('')}${match.replace(/^\s*/, '    ')}`);
        }
        const screens = Object.keys(SCREEN_MODULES).filter((key): key is PublicScreen => key !== 'layout');
        const data: BootData = {
          apiUrl: options.apiUrl,
          early: options.early,
          homeCategoryIds: options.homeCategoryIds,
          shell: { fa: shellHtml(catalogue('fa')), en: shellHtml(catalogue('en')) },
          pages: {
            fa: Object.fromEntries(screens.map((screen) => [screen, pageShellHtml(screen, catalogue('fa'))]).filter(([, html]) => html)),
            en: Object.fromEntries(screens.map((screen) => [screen, pageShellHtml(screen, catalogue('en'))]).filter(([, html]) => html)),
          },
          preload: bundle
            ? {
                layout: preloadsFor(bundle, SCREEN_MODULES.layout, started, base),
                screens: Object.fromEntries(screens.map((screen) => [screen, preloadsFor(bundle, SCREEN_MODULES[screen], started, base)])),
              }
            : { layout: [], screens: {} },
          texts: { fa: texts('fa'), en: texts('en') },
          entry,
        };
        const tags = `<div id="root"></div>\n    <script type="application/json" id="boot-data">${htmlSafeJson(data)}</script>\n    <script>${options.code}</script>`;
        if (!html.includes('<div id="root"></div>')) throw new Error('boot script: index.html has no empty <div id="root"></div>');
        return withHeadScript(html.replace('<div id="root"></div>', tags), options.headCode);
      },
    },
  };
}
