/**
 * The unsaved-changes guard (nothing typed is lost to a stray click or a closed tab), shared by every add/edit page and form modal.
 *
 * A form that has changes registers itself (`useUnsavedChanges(dirty)`); while any is registered:
 * - closing or reloading the tab asks the browser's own question (`beforeunload`);
 * - a click on a link of this site (sidebar, breadcrumbs, header, links in the page) is held before
 *   React Router sees it, the dialog asks, and the link is followed only after "Leave";
 * - the browser's back/forward button: the app uses <BrowserRouter> (no data router, so no
 *   `useBlocker`): the `popstate` is held before React Router's own listener (the gate in
 *   src/lib/popstateGate.ts, added when the app's module loads, before the router's), the address is put back (`history.go(-delta)`, with the `idx` React
 *   Router keeps in `history.state`), the dialog asks, and "Leave" repeats the step;
 * - code that navigates (a Back button, the command palette) awaits `confirmLeave()` first;
 * - the language switch asks too (`confirmLeave('language')` through src/lib/languageGate.ts): a form
 *   holds its record in one language and starts again in the new one, so its changes would be lost.
 * "Leave" forgets every registered change (the forms are going away); a successful save makes the
 * form clean again, and a form that unmounts unregisters.
 */

import { setLanguageGate } from '@/lib/languageGate';
import { setPopstateGate } from '@/lib/popstateGate';

/** What would lose the changes: leaving the page (or closing a form modal), or switching the language. */
export type GuardReason = 'leave' | 'language';

export interface GuardEntry {
  /** Shows the question for `reason`; resolves true to go on (and lose the changes). */
  ask(reason: GuardReason): Promise<boolean>;
  /** Follows an in-app address (the router's navigate). */
  go(to: string): void;
}

const dirty = new Set<GuardEntry>();
let asking: Promise<boolean> | null = null;
/** `history.state.idx` of the page the dirty form is on (React Router's BrowserRouter keeps it). */
let currentIndex: number | null = null;
/** The popstate that puts the address back is ours: let it pass unseen by the router. */
let restoring = false;

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Resolves true at once when nothing is dirty; otherwise asks once (a second caller shares the question). */
export function confirmLeave(reason: GuardReason = 'leave'): Promise<boolean> {
  const last = [...dirty].at(-1);
  if (!last) return Promise.resolve(true);
  if (!asking) {
    asking = last
      .ask(reason)
      .then((leave) => {
        if (leave) forgetAll();
        return leave;
      })
      .finally(() => {
        asking = null;
      });
  }
  return asking;
}

function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** Remembers where the dirty form is, for the back button (called on every location of a dirty form). */
export function markGuardedLocation(): void {
  currentIndex = historyIndex();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // older browsers need a value to show their question
  event.returnValue = '';
}

/** An in-app link the browser would follow in this tab: the address to go to, or null. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? null : to;
}

function onClick(event: MouseEvent) {
  const to = inAppTarget(event);
  if (!to) return;
  event.preventDefault();
  event.stopPropagation();
  const go = [...dirty].at(-1)?.go;
  void confirmLeave().then((leave) => {
    if (leave) go?.(to);
  });
}

/** The popstate gate (src/lib/popstateGate.ts, ahead of React Router's listener): true holds the event. */
function onPopState(): boolean {
  if (restoring) {
    restoring = false;
    return true;
  }
  const next = historyIndex();
  if (next === null || currentIndex === null || next === currentIndex) return false;
  const delta = next - currentIndex;
  // the router never sees this step: the address goes back to the form, and forward again after "Leave"
  restoring = true;
  window.history.go(-delta);
  void confirmLeave().then((leave) => {
    if (leave) window.history.go(delta);
  });
  return true;
}

const confirmLanguage = () => confirmLeave('language');

function listen(on: boolean) {
  if (on) {
    window.addEventListener('beforeunload', onBeforeUnload);
    setPopstateGate(onPopState);
    setLanguageGate(confirmLanguage);
    document.addEventListener('click', onClick, true);
  } else {
    window.removeEventListener('beforeunload', onBeforeUnload);
    setPopstateGate(null);
    setLanguageGate(null);
    document.removeEventListener('click', onClick, true);
  }
}

export function registerUnsaved(entry: GuardEntry): () => void {
  if (dirty.size === 0) listen(true);
  dirty.delete(entry);
  dirty.add(entry);
  return () => unregister(entry);
}

function unregister(entry: GuardEntry) {
  if (!dirty.delete(entry)) return;
  if (dirty.size === 0) {
    listen(false);
    // a question whose form went away is never answered: the next one starts afresh
    asking = null;
  }
}

function forgetAll() {
  if (dirty.size) listen(false);
  dirty.clear();
}
