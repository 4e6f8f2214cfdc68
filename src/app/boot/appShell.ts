/**
 * The app-shell script, inlined into index.html right after `<div id="root">` (scripts/boot/plugin.ts;
 * its hash is in the Content-Security-Policy). On a public address the pre-render did not write (a
 * product added since, a search), it shows the public pages' frame in the visitor's language — the
 * header, the menu and the footer React rendered at build time (src/app/server/entry.tsx renderShell),
 * kept in index.html as `<template id="app-shell-fa|en">` — so the first paint does not wait for the
 * JavaScript; the app renders the page over it. Any other page (sign-in, the dashboard, a staff screen)
 * shows the app's loading status (`<template id="app-loading-fa|en">`, the spinner React renders first
 * there too) instead of a blank page while the app's files arrive.
 */
import { isPublicPath } from './publicRoutes';
import { APP_LOADING_ID, APP_SHELL_ID, APP_SHELL_MARK } from './appShellIds';

export { APP_LOADING_ID, APP_SHELL_ID, APP_SHELL_MARK };

export function showAppShell(): void {
  const root = document.getElementById('root');
  if (!root || root.firstChild) return;
  const shell = document.getElementById(`${isPublicPath(window.location.pathname) ? APP_SHELL_ID : APP_LOADING_ID}-${document.documentElement.lang}`);
  if (!(shell instanceof HTMLTemplateElement)) return;
  const frame = shell.content.cloneNode(true) as DocumentFragment;
  for (const element of frame.children) element.setAttribute(APP_SHELL_MARK, '');
  root.appendChild(frame);
}
