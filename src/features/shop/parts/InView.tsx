/** Renders its children once the placeholder scrolls near the viewport (every slider below the fold loads late). */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBrowserValue } from '@/components/useBrowserValue';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

export function InView({ children, minHeight = 360 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // the server renders the placeholder, as a browser does before its first look at the viewport
  const observable = useBrowserValue(canObserve, true);
  const [intersected, setSeen] = useState(false);
  const seen = intersected || !observable;
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // a transition: what comes into view renders in slices, not in one task while the page loads
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  // (marked: it stands in for content until that is near the view, and is replaced then by design)
  return seen ? <>{children}</> : <div ref={ref} style={{ minHeight }} aria-hidden data-until-visible="" />;
}
