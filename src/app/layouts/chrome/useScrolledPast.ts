/** True once the page is scrolled past `offset` pixels. */
import { useEffect, useState } from 'react';

export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    // read the position again in the next frame, not during the commit (reading it there forces a
    // layout of the whole new page inside the task that mounted it)
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return past;
}
