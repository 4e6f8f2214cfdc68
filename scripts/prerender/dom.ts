/**
 * The DOM the server renderer's rich-text sanitiser and text functions parse with (src/lib/domWindow.ts):
 * jsdom's window at the site's address (same-site links in a rich body are told from other sites' by
 * it). Given to the server build's renderer and to this process's own copy of the text functions (the
 * head's descriptions), never installed as Node's global window: the libraries the pages render with
 * would then take Node for a browser.
 */
import { JSDOM } from 'jsdom';
import { provideWindow, type DomWindow } from '@/lib/domWindow';

export function serverWindow(siteUrl: string): DomWindow {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: `${siteUrl}/` });
  const view = window as unknown as DomWindow;
  provideWindow(view);
  return view;
}
