/**
 * After a client-side route change (a new pathname, not the first load and not a change of the query
 * alone), moves focus to the new screen's heading (its <h1>, else <main>) and announces the new
 * document title in the polite live region. A screen that focused one of its own controls (autoFocus)
 * keeps that focus. The heading is waited for while the lazy screen loads (at most 4 s).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announce } from './announce';
import { MAIN_ID } from './SkipLink';

const WAIT_MS = 4_000;

function heading(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  // the dashboard's title sits in its header, just before <main>
  return main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1') ?? main;
}

export function RouteFocus() {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (last.current === null || last.current === pathname) {
      last.current = pathname;
      return;
    }
    last.current = pathname;
    const started = Date.now();
    let frame = 0;
    const settle = () => {
      const main = document.getElementById(MAIN_ID);
      const target = heading();
      const ready = target && target !== main;
      if (!ready && Date.now() - started < WAIT_MS) {
        frame = window.setTimeout(settle, 80);
        return;
      }
      const active = document.activeElement;
      const ownFocus = main && active && active !== main && main.contains(active) && active.tagName !== 'A';
      if (target && !ownFocus) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      // the title the screen set (usePageMeta runs in an effect of the new screen)
      announce(document.title);
    };
    frame = window.setTimeout(settle, 80);
    return () => window.clearTimeout(frame);
  }, [pathname]);

  return null;
}
