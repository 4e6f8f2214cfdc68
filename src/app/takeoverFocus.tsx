/**
 * Keeps the reader's place in the keyboard order when the app renders over a pre-rendered page: the
 * take-over starts at the reader's first key or focus (boot/takeover.ts), and React's page replaces
 * the element that had focus, which would send the next Tab back to the top of the page.
 */
import { useLayoutEffect, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where a link leads, without its `language` parameter: a pre-rendered page's links carry it (they
 * work without the app), the app's do not (it keeps the language itself).
 */
function destination(element: Element): string | null {
  const href = element.getAttribute('href');
  if (href === null) return null;
  const url = new URL(href, window.location.href);
  url.searchParams.delete('language');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Notes which element inside `container` has focus now (where it leads, its text, its place among
 * the focusable elements) and returns what gives the same element of the re-rendered page focus.
 */
export function rememberFocus(container: HTMLElement): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === container || !container.contains(active)) return () => undefined;
  const href = destination(active);
  const text = active.textContent.trim();
  const index = [...container.querySelectorAll(FOCUSABLE)].indexOf(active);
  return () => {
    // the old element is gone (focus fell to the body); anything else means focus moved on since
    const now = document.activeElement;
    if (now !== null && now !== document.body && now.isConnected) return;
    const candidates = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const sameLink = href === null ? [] : candidates.filter((element) => destination(element) === href);
    const match: HTMLElement | undefined = sameLink.find((element) => element.textContent.trim() === text) ?? sameLink.at(0) ?? (index >= 0 ? candidates.at(index) : undefined);
    match?.focus({ preventScroll: true });
  };
}

/** Runs `onCommit` once, when React has put its first page into the document. */
export function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
