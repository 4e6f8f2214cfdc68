/**
 * The frame of a public page as static HTML, written by the build into index.html for the boot script
 * (src/app/boot/boot.ts) to paint before the JavaScript runs: SiteHeader's top bar with the logo and
 * its menu bar (the same classes, so global.css gives them the same size), an empty main of a full
 * screen. The menu's links are left to React: their widths change when the web font arrives, which
 * would move them (layout shift) in a frame painted before it. React replaces the whole frame with
 * the real one, which adds elements and moves none. Relative imports only: vite.config.ts reads this.
 */
import { paths } from '../../lib/paths';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `messages`: the language's app.json catalogue (app.name, app.menu). */
export function shellHtml(messages: Readonly<Record<string, string>>): string {
  const text = (id: string) => escape(messages[id] ?? id);
  return (
    '<div class="public-layout boot-shell">' +
    '<header class="site-header"><div class="site-topbar"><div class="site-container site-topbar__inner">' +
    `<a href="${paths.home}" class="site-logo" aria-label="${text('app.name')}"><span aria-hidden="true" class="site-logo__mark">❀</span><span class="site-logo__name">${text('app.name')}</span></a>` +
    '</div></div>' +
    `<nav class="site-nav" aria-label="${text('app.menu')}"><div class="site-container site-nav__inner">` +
    '<span class="boot-shell__menu" aria-hidden="true"></span></div></nav></header>' +
    `<main class="site-main" aria-busy="true"></main></div>`
  );
}
