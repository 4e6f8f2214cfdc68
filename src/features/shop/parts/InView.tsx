/** Renders its children once the placeholder scrolls near the viewport (every slider below the fold loads late). */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export function InView({ children, minHeight = 360 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
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
  return seen ? <>{children}</> : <div ref={ref} style={{ minHeight }} aria-hidden />;
}
