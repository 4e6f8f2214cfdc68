/**
 * A pre-rendered page is the built dist/index.html with the page in it: the same head and app-shell scripts (so their
 * hashes in the Content-Security-Policy still hold), the same entry script and its preloads. What
 * changes: `<html lang dir data-page-language>`; the title and description (replaced); the head's SEO
 * tags; the layout's and the screen's chunks (modulepreload) and stylesheets, from the build's manifest;
 * the stylesheet of antd's styles of the pages (written by the run beside the build's assets); `<div id="root">` holding the page React rendered; the answers
 * it was rendered with (src/app/pageState.ts), for the app to hydrate it with; no app shell templates
 * and no `<noscript>` notice (the page reads without JavaScript).
 */
import type { PublicScreen } from '@/app/boot/publicRoutes';
import { SCREEN_MODULES } from '@/app/boot/publicRoutes';
import { PAGE_STATE_ID, scriptJson, type PageState } from '@/app/pageState';
import type { Locale } from '@/lib/locale';
import { html } from './escape';

/** The part of Vite's build manifest (`.vite/manifest.json`) a page's preloads are read from. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

export interface Template {
  source: string;
  /** The build's base address (`/` unless configured). */
  base: string;
  manifest: Manifest;
}

/** Reads the built index.html; throws when it is not a build's. */
export function readTemplate(source: string, manifest: Manifest, base = '/'): Template {
  if (!source.includes('<div id="root"></div>')) throw new Error('not a built index.html: no empty <div id="root"></div> (run `npm run build` first)');
  if (!Object.values(manifest).some((chunk) => chunk.isEntry)) throw new Error('the build manifest has no entry (run `npm run build` first)');
  return { source, base, manifest };
}

/** `key`'s chunk and every chunk it imports statically, with their stylesheets: the files, in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const out = { scripts: [] as string[], styles: [] as string[] };
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name] as Manifest[string] | undefined;
    if (!chunk) return;
    chunk.imports?.forEach(visit);
    out.scripts.push(chunk.file);
    out.styles.push(...(chunk.css ?? []));
  };
  visit(key);
  return out;
}

/** The module of a language's pack (src/i18n/messages.ts): the app loads it before it hydrates the page. */
export const languagePackModule = (language: Locale) => `src/i18n/packs/${language}.ts`;

/**
 * The layout's and `screen`'s files and `language`'s pack that index.html does not load already (its
 * entry and what it imports).
 */
export function screenFiles(template: Template, screen: PublicScreen, language: Locale): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(template.manifest).find((key) => template.manifest[key].isEntry) ?? '';
  const loaded = new Set<string>();
  closure(template.manifest, entry, loaded);
  const layout = closure(template.manifest, SCREEN_MODULES.layout, loaded);
  const own = closure(template.manifest, SCREEN_MODULES[screen], loaded);
  const pack = closure(template.manifest, languagePackModule(language), loaded);
  const inPage = (file: string) => template.source.includes(`${template.base}${file}"`);
  return {
    scripts: [...pack.scripts, ...layout.scripts, ...own.scripts].filter((file) => !inPage(file)),
    styles: [...new Set([...layout.styles, ...own.styles])].filter((file) => !inPage(file)),
  };
}

export interface PageHtml {
  language: Locale;
  screen: PublicScreen;
  /** headHtml(): title, description and the SEO tags. */
  head: string;
  /** The stylesheet of antd's styles of the pages (its address under the build's base). */
  styles: string;
  /** What React rendered into `#root`. */
  root: string;
  state: PageState;
}

/** The page's file. */
export function pageHtml(template: Template, page: PageHtml): string {
  const files = screenFiles(template, page.screen, page.language);
  const links = [
    `    <link rel="stylesheet" crossorigin href="${html(`${template.base}${page.styles}`)}">\n`,
    ...files.styles.map((file) => `    <link rel="stylesheet" crossorigin href="${html(`${template.base}${file}`)}">\n`),
    ...files.scripts.map((file) => `    <link rel="modulepreload" crossorigin href="${html(`${template.base}${file}`)}">\n`),
  ].join('');
  const replaced = (source: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(source)) throw new Error(`index.html has no ${what}`);
    return source.replace(pattern, () => by);
  };
  let out = template.source;
  out = replaced(out, /<html[^>]*>/, `<html lang="${page.language}" dir="${page.language === 'fa' ? 'rtl' : 'ltr'}" data-page-language="${page.language}">`, '<html>');
  out = replaced(out, /\s*<title>[\s\S]*?<\/title>/, '', '<title>');
  out = out.replace(/\s*<meta name="(description|robots)"[^>]*>/g, '');
  const state = `    <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>\n`;
  out = replaced(out, /\s*<\/head>/, `\n${page.head}${links}  </head>`, '</head>');
  out = replaced(out, /<div id="root"><\/div>/, `<div id="root">${page.root}</div>`, 'empty root');
  // The answers (often most of the file's bytes) come after the page they drew: the browser reads the
  // page, and finds its picture's preload at the start of it, before them. The app reads them when its
  // module runs, which is after the whole document has been parsed. On an emulated slow phone link the
  // product page's first paint came ~50 ms sooner and its largest paint ~100 ms (medians of ten loads).
  out = replaced(out, /\s*<\/body>(?![\s\S]*<\/body>)/, `\n${state}  </body>`, '</body>');
  // The page is readable from its HTML: its stylesheets, font and first image come first, and the app's
  // entry and chunks (Vite's preloads of the entry and the page's own) load beside them at low priority
  // instead of competing at high priority (a script's default). At high priority, on a slow link, ~60
  // chunks held back the first paint (Lighthouse at 4x, home: first contentful paint 2.6 s against 1.2-1.4 s).
  out = out.replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  out = replaced(out, /<script type="module" crossorigin src=/, '<script type="module" fetchpriority="low" crossorigin src=', "the entry's module script");
  out = out.replace(/\s*<template id="app-(?:shell|loading)-[a-z]+">[\s\S]*?<\/template>/g, '');
  return out.replace(/\s*<noscript>[\s\S]*?<\/noscript>/g, '');
}
