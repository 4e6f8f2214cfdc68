/**
 * Which of antd's breakpoints the window is at, right from the first render: antd's
 * `Grid.useBreakpoint()` answers `{}` on its first render and learns the truth in a layout effect,
 * which renders the component again synchronously inside the commit. On a page's first render that
 * made the commit one long task (the header first drawn for a phone on a desktop, then redrawn) and
 * pulled every passive effect of the page into the same task. Reading `matchMedia` during render
 * (useSyncExternalStore) gets it right the first time and still follows a resized window.
 *
 * The widths are antd's default screen tokens (the theme keeps them).
 */
import { useSyncExternalStore } from 'react';

export type Screen = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type Screens = Readonly<Record<Screen, boolean>>;

export const SCREEN_QUERIES: Readonly<Record<Screen, string>> = {
  xs: '(max-width: 575px)',
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
};

const SCREENS = Object.keys(SCREEN_QUERIES) as Screen[];
const NONE: Screens = { xs: false, sm: false, md: false, lg: false, xl: false, xxl: false };

const hasMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The lists, asked for again when `window.matchMedia` itself is replaced (as tests do). */
let lists: { from: typeof window.matchMedia; lists: MediaQueryList[] } | null = null;
function mediaLists(): MediaQueryList[] {
  if (lists?.from !== window.matchMedia) lists = { from: window.matchMedia, lists: SCREENS.map((screen) => window.matchMedia(SCREEN_QUERIES[screen])) };
  return lists.lists;
}

/** The last answer, kept while the breakpoints it reports still hold (a snapshot must be the same object while nothing changed). */
let last: Screens = NONE;

function read(): Screens {
  if (!hasMedia()) return NONE;
  const matches = mediaLists().map((list) => list.matches);
  if (SCREENS.every((screen, index) => last[screen] === matches[index])) return last;
  last = Object.fromEntries(SCREENS.map((screen, index) => [screen, matches[index]])) as Record<Screen, boolean>;
  return last;
}

function subscribe(onChange: () => void): () => void {
  if (!hasMedia()) return () => {};
  const watched = mediaLists().filter((list) => typeof list.addEventListener === 'function');
  watched.forEach((list) => list.addEventListener('change', onChange));
  return () => watched.forEach((list) => list.removeEventListener('change', onChange));
}

export function useScreens(): Screens {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

