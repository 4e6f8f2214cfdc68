/** True once the page is scrolled past `offset` pixels. */
import { useEffect, useState } from 'react';

export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    // Only on scroll (a restored position scrolls too): reading the position at mount, in the commit
    // or the next frame, forced a layout of the whole new page (90 ms at 4× CPU on the home page).
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return past;
}
