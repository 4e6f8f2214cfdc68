import { useCallback } from 'react';
import { useBrowserValue } from '@/components/useBrowserValue';

/**
 * Whether the page is scrolled more than `offset` px down, kept current on scroll. A pre-rendered page
 * may be scrolled before it is hydrated (a reader scrolls at once, a tap far down scrolls it into view):
 * hydration takes the server's "not scrolled" first and the real position right after, so the sticky
 * header does not make the header's markup differ from the server's (which React would mend by drawing
 * the whole page again, losing the early taps on its elements). Only on scroll afterwards (a restored
 * position scrolls too): reading the position in an effect at mount forced a layout of the whole new
 * page (90 ms at 4× CPU on the home page).
 */
export function useScrolledPast(offset: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useBrowserValue(() => window.scrollY > offset, false, subscribe);
}
