/**
 * The app-shell script, inlined into index.html right after `<div id="root">` (scripts/boot/plugin.ts;
 * its hash is in the Content-Security-Policy). On a public address the pre-render did not write (a
 * product added since, a search), it shows the public pages' frame in the visitor's language — the
 * header, the menu and the footer React rendered at build time (src/app/server/entry.tsx renderShell),
 * kept in index.html as `<template id="app-shell-fa|en">` — so the first paint does not wait for the
 * JavaScript; the app renders the page over it. Any other page (sign-in, the dashboard) starts empty.
 */
import { isPublicPath } from './publicRoutes';

export const APP_SHELL_ID = 'app-shell';
/** The attribute the shown frame's elements carry until the app renders over them (tests wait for it to go). */
export const APP_SHELL_MARK = 'data-app-shell';

export function showAppShell(): void {
  const root = document.getElementById('root');
  if (!root || root.firstChild || !isPublicPath(window.location.pathname)) return;
  const shell = document.getElementById(`${APP_SHELL_ID}-${document.documentElement.lang}`);
  if (!(shell instanceof HTMLTemplateElement)) return;
  const frame = shell.content.cloneNode(true) as DocumentFragment;
  for (const element of frame.children) element.setAttribute(APP_SHELL_MARK, '');
  root.appendChild(frame);
}
