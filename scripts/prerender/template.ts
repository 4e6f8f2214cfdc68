/**
 * A pre-rendered page is the built dist/index.html with its head and first screen filled in: the same
 * boot script (so its hash in the Content-Security-Policy still holds), the same asset tags, the same
 * boot data. What changes: `<html lang dir>`, the title and description (replaced), the head's SEO
 * tags and the screen's stylesheets (added), `<div id="root">` holding the page's frame and first
 * screen with `data-language` (the boot script keeps them when the visitor's language is that one),
 * and no `<noscript>` notice (the page reads without JavaScript).
 */
import type { BootData } from '@/app/boot/boot';
import type { PublicScreen } from '@/app/boot/publicRoutes';
import type { Locale } from '@/lib/locale';
import { html } from './escape';

export interface Template {
  source: string;
  boot: BootData;
}

const BOOT_DATA = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/;

/** Reads the built index.html; throws when it is not a build with the boot script. */
export function readTemplate(source: string): Template {
  const data = BOOT_DATA.exec(source);
  if (!data || !source.includes('<div id="root"></div>')) throw new Error('not a built index.html: no boot data or no empty <div id="root"></div> (run `npm run build` first)');
  const boot = JSON.parse(data[1]) as BootData;
  if (!boot.entry) throw new Error('index.html is the dev server\'s, not a build\'s (run `npm run build` first)');
  return { source, boot };
}

export interface PageHtml {
  language: Locale;
  screen: PublicScreen;
  /** headHtml(): title, description and the SEO tags. */
  head: string;
  /** shellHtml() with the page's first screen in its main. */
  root: string;
}

/** The page's file. */
export function pageHtml(template: Template, page: PageHtml): string {
  const { boot } = template;
  const styles = [...boot.preload.layout, ...(boot.preload.screens[page.screen] ?? [])]
    .filter((href) => href.endsWith('.css') && !template.source.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${html(href)}">\n`)
    .join('');
  const replaced = (source: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(source)) throw new Error(`index.html has no ${what}`);
    return source.replace(pattern, () => by);
  };
  let out = template.source;
  out = replaced(out, /<html[^>]*>/, `<html lang="${page.language}" dir="${page.language === 'fa' ? 'rtl' : 'ltr'}">`, '<html>');
  out = replaced(out, /\s*<title>[\s\S]*?<\/title>/, '', '<title>');
  out = out.replace(/\s*<meta name="(description|robots)"[^>]*>/g, '');
  out = replaced(out, /\s*<\/head>/, `\n${page.head}${styles}  </head>`, '</head>');
  out = replaced(out, /<div id="root"><\/div>/, `<div id="root" data-language="${page.language}">${page.root}</div>`, 'empty root');
  return out.replace(/\s*<noscript>[\s\S]*?<\/noscript>/g, '');
}
