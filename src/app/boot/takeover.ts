/**
 * When the app takes a pre-rendered page over.
 *
 * A pre-rendered page (scripts/prerender) reads whole before any script runs: its text, images, menu,
 * footer and links work without the app. Rendering the app over it replaces the whole page's DOM,
 * which on a slow phone's CPU is several long tasks (the theme, the commit, the re-layout, the first
 * effects) while the page is still loading its images: the reader's first scroll or tap then waits.
 * So on such a page the app's code loads and its first data is prepared at once, but React renders
 * only when the reader reaches for the page — a touch, a key, the mouse, the wheel — or once the page
 * has loaded and been left untouched for QUIET_AFTER_LOAD_MS, so that the cart, the account menu and
 * the buy button are there by the time a reader who is only reading looks for them.
 *
 * A tap on a link before then is the browser's own navigation to that page (also pre-rendered).
 * A tap starts the take-over when it ends (`pointerup`, or `pointercancel` when it became a scroll),
 * not when it begins: a page replaced between a finger's down and up would lose that tap.
 *
 * Dependency-free: the boot script (bundled on its own) starts watching while the HTML is parsed, so a
 * touch before the app's code arrives is not missed; the app's entry waits on what it left.
 */

/** The reader's actions that start the take-over. */
export const TAKEOVER_EVENTS = ['pointerup', 'pointercancel', 'keydown', 'focusin', 'mousemove', 'wheel'] as const;

/** How long a loaded, untouched page waits before the app takes it over anyway. */
export const QUIET_AFTER_LOAD_MS = 3000;

/** Where the boot script leaves the promise main.tsx waits on (absent: take over at once). */
export const TAKEOVER = '__takeoverSignal';

/** What started it, for the tests and the performance scripts (`document.documentElement.dataset.takeover`). */
export type TakeoverCause = 'reader' | 'quiet' | 'now';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & { document: Pick<Document, 'readyState'> };

/**
 * Resolves at the reader's first action on the page or QUIET_AFTER_LOAD_MS after its load event,
 * whichever comes first, with what it was.
 */
export function watchForReader(target: Target = window, quietMs = QUIET_AFTER_LOAD_MS): Promise<TakeoverCause> {
  return new Promise((resolve) => {
    let timer: number | undefined;
    const options = { capture: true, passive: true } as const;
    const done = (cause: TakeoverCause) => {
      TAKEOVER_EVENTS.forEach((name) => target.removeEventListener(name, onAction, options));
      target.removeEventListener('load', onLoad);
      if (timer !== undefined) target.clearTimeout(timer);
      resolve(cause);
    };
    const onAction = () => done('reader');
    const onLoad = () => {
      timer = target.setTimeout(() => done('quiet'), quietMs);
    };
    TAKEOVER_EVENTS.forEach((name) => target.addEventListener(name, onAction, options));
    if (target.document.readyState === 'complete') onLoad();
    else target.addEventListener('load', onLoad, { once: true });
  });
}

/** Called by the boot script when it keeps a pre-rendered page: the app takes it over when the reader reaches for it. */
export function deferTakeover(target: Target = window): void {
  (target as unknown as Record<string, Promise<TakeoverCause>>)[TAKEOVER] = watchForReader(target);
}

/** What main.tsx waits on before its first render: the boot script's watch, or nothing (any other page). */
export function takeoverSignal(target: object = window): Promise<TakeoverCause> {
  return (target as Record<string, Promise<TakeoverCause> | undefined>)[TAKEOVER] ?? Promise.resolve('now');
}
