/**
 * The build's two inline scripts (the head script and the app-shell script) and app shell in index.html:
 *
 * - the head script (src/app/boot/head.ts), right after the viewport's `<meta>`: the visitor's
 *   language and direction, and the recorder of the reader's early actions (earlyEvents.ts);
 * - after `<div id="root">`, the public pages' frame and the loading status in fa and en as
 *   `<template>`s, rendered by React from the server build (src/app/server/entry.tsx renderShell,
 *   renderLoading), and the app-shell script (src/app/boot/appShell.ts) that shows the visitor's: the
 *   frame on a public address no file was written for, the loading status on any other (the dev server
 *   writes the loading status only, with its stylesheets: devShellTemplates);
 * - the web font's preload, beside the stylesheet.
 *
 * Each script is bundled here on its own into one small inline script whose sha256 goes into the
 * Content-Security-Policy (vite.config.ts). Vite's own entry script and modulepreload tags stay as Vite
 * writes them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import type * as ServerEntry from '../../src/app/server/entry.tsx';
import type * as LoadingEntry from '../../src/app/server/loading.tsx';
import { APP_LOADING_ID, APP_SHELL_ID } from '../../src/app/boot/appShellIds.ts';

/** Where the server build writes its entry, beside the site's files and never among them (vite.config.ts). */
export const serverOutDir = (outDir: string) => `${outDir.replace(/[/\\]+$/, '')}-server`;
export const SERVER_ENTRY_FILE = 'entry.js';

/** The server build's entry of the build whose files are in `outDir`. */
export async function importServerEntry(outDir: string): Promise<typeof ServerEntry> {
  const file = join(serverOutDir(outDir), SERVER_ENTRY_FILE);
  if (!existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first (it builds the server renderer too)`);
  return (await import(pathToFileURL(file).href)) as typeof ServerEntry;
}

/**
 * The head or the app-shell script (`file`, under the root) as one minified IIFE (BOOT_MINIFY=0 leaves
 * it readable, for a profiler's function names). Bundled without the app's `@/` alias and inlined into
 * every page: its modules import each other relatively, and no package.
 */
export async function bundleBootScript(root: string, file: string): Promise<string> {
  const result = await build({
    input: join(root, file),
    write: false,
    // no comments either: a pure annotation the minifier keeps is bytes in every page
    output: { format: 'iife', minify: process.env.BOOT_MINIFY !== '0', comments: false },
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

/**
 * The `<template>`s of the app shell in each language (appShell.ts shows one): the public pages' frame
 * (`app-shell-fa|en`) and the loading status of every other page (`app-loading-fa|en`).
 */
export function appShellTemplates(shells: Record<'fa' | 'en', string>, loading: Record<'fa' | 'en', string>): string {
  const templates = (id: string, markup: Record<'fa' | 'en', string>) =>
    Object.entries(markup).map(([language, html]) => `<template id="${id}-${language}">${html}</template>`);
  return [...templates(APP_SHELL_ID, shells), ...templates(APP_LOADING_ID, loading)].join('\n    ');
}

/** The loading status's module, and the stylesheets it is painted with: the page's font and body, the spinner's own (paths under the root, as the dev server serves them). */
const LOADING_MODULE = '/src/app/server/loading.tsx';
const LOADING_STYLES = ['node_modules/vazirmatn/Vazirmatn-Variable-font-face.css', 'src/app/global.css', 'src/components/pageSpinner.css'];

/**
 * The dev server's app-shell templates: the loading status in fa and en, rendered by React through the
 * dev server's own module graph, for every address. The public pages' frame needs the antd styles the
 * production build writes ahead (src/app/antd-public.css), which the dev server has only once the app's
 * modules run, so a public address shows the loading status there too instead of a blank page.
 */
export async function devShellTemplates(server: Pick<ViteDevServer, 'ssrLoadModule'>): Promise<string> {
  const { renderLoading } = (await server.ssrLoadModule(LOADING_MODULE)) as typeof LoadingEntry;
  const loading = { fa: renderLoading('fa'), en: renderLoading('en') };
  return appShellTemplates(loading, loading);
}

/** The app's start (src/main.tsx), which the entry imports once the chunks have been evaluated (src/app/boot/chunkTasks.ts). */
const START_MODULE = /\/src\/main\.tsx$/;

/**
 * The chunks of the app's start that the entry does not import itself, as module preloads, each after
 * the chunks it imports (the order the engine evaluates them in): the entry evaluates them in that
 * order, one per task, before it imports the start (src/app/boot/chunkTasks.ts). Their stylesheets come
 * first, linked as the entry's are: the page is styled before any script runs, as when the entry
 * imported the start statically (Vite would otherwise add them only when the start is imported).
 */
export function startPreloads(bundle: Rollup.OutputBundle, base: string): string {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('boot script: the bundle has no entry chunk');
  const start = chunks.find((chunk) => entry.dynamicImports.includes(chunk.fileName) && chunk.facadeModuleId && START_MODULE.test(chunk.facadeModuleId.replace(/\\/g, '/')));
  if (!start) throw new Error('boot script: the entry (src/entry.ts) imports no chunk of src/main.tsx');
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (file: string, out: string[] | null) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file] as Rollup.OutputBundle[string] | undefined;
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach((dep) => visit(dep, out));
    out?.push(file);
  };
  // what the entry imports is evaluated with it (and Vite preloads it already)
  visit(entry.fileName, null);
  visit(start.fileName, order);
  const styles = [...new Set(order.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]))];
  return [
    ...styles.map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`),
    ...order.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`),
  ].join('');
}

export interface BootOptions {
  /** The head script (src/app/boot/head.ts, bundled). */
  headCode: string;
  /** The app-shell script (src/app/boot/appShell.ts, bundled). */
  shellCode: string;
}

export function bootScript(options: BootOptions): Plugin {
  let base = '/';
  let outDir = 'dist';
  return {
    name: 'boot-script',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      // the loading status's module graph (React's server renderer among it) loaded while the dev server
      // starts, not on the first page's request; not in Vitest's server, which serves no page
      if (!process.env.VITEST) void server.ssrLoadModule(LOADING_MODULE).catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(source, context) {
        let html = source;
        let templates = '';
        if (context.bundle) {
          const bundle = context.bundle;
          // the web font, asked with the stylesheet rather than after it: the first paint's text is then
          // in it at once, and does not move when it arrives
          const fonts = Object.values(bundle)
            .filter((item) => item.type === 'asset' && item.fileName.endsWith('.woff2'))
            .map((item) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${item.fileName}">\n`);
          html = html.replace(/(\s*)<link rel="stylesheet"/, (match) => `\n${fonts.join('')}${match.replace(/^\s*/, '    ')}`);
          html = html.replace(/\s*<\/head>/, (end) => `\n${startPreloads(bundle, base).trimEnd()}${end}`);
          // the server build ran first (vite.config.ts builder): its renderer writes the shells
          const server = await importServerEntry(outDir);
          templates = appShellTemplates(
            { fa: (await server.renderShell('fa')).html, en: (await server.renderShell('en')).html },
            { fa: server.renderLoading('fa'), en: server.renderLoading('en') },
          );
        } else if (context.server) {
          // its stylesheets, linked: the dev server otherwise styles the page only once the app's modules
          // run, and an unstyled word in the page's corner is no better than a blank page
          const links = LOADING_STYLES.map((file) => `\n    <link rel="stylesheet" href="${base}${file}">`).join('');
          html = html.replace(/\s*<\/head>/, (end) => `${links}${end}`);
          templates = await devShellTemplates(context.server);
        }
        if (!html.includes('<div id="root"></div>')) throw new Error('boot script: index.html has no empty <div id="root"></div>');
        const tags = `<div id="root"></div>\n    ${templates ? `${templates}\n    ` : ''}<script>${options.shellCode}</script>`;
        return withHeadScript(html.replace('<div id="root"></div>', tags), options.headCode);
      },
    },
  };
}
