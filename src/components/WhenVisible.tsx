/**
 * Renders its children once its place comes near the viewport (400 px ahead) — for parts below the
 * fold that need heavy code (the comment form, the map, the footer's rich-text credit): their chunks
 * load when a reader scrolls towards them, not with the page. Until then a placeholder of
 * `minHeight` holds the place. `afterInteraction` starts watching only after the first scroll, touch,
 * click or key (or after `INTERACTION_FALLBACK_MS`), for parts that sit in view only while a page is
 * still loading and short. Where IntersectionObserver is missing (tests, old browsers) the children
 * render at once.
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBrowserValue } from './useBrowserValue';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

export const INTERACTION_FALLBACK_MS = 5000;
const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

function useFirstInteraction(enabled: boolean) {
  const [interacted, setInteracted] = useState(!enabled);
  useEffect(() => {
    if (interacted) return undefined;
    // in React's background render: the reader's first scroll or tap is painted first, and what it
    // starts (watching the parts below the fold, rendering those already near) does not hold up
    // that frame or a tap that follows it
    const done = () => startTransition(() => setInteracted(true));
    INTERACTIONS.forEach((name) => window.addEventListener(name, done, { once: true, passive: true }));
    const timer = window.setTimeout(done, INTERACTION_FALLBACK_MS);
    return () => {
      INTERACTIONS.forEach((name) => window.removeEventListener(name, done));
      window.clearTimeout(timer);
    };
  }, [interacted]);
  return interacted;
}

export function useNearViewport<T extends Element>(margin = '400px 0px', afterInteraction = false) {
  const ref = useRef<T>(null);
  // the server renders the placeholder, as a browser does before its first look at the viewport
  const observable = useBrowserValue(canObserve, true);
  const [intersected, setNear] = useState(false);
  const near = intersected || !observable;
  const watching = useFirstInteraction(afterInteraction && !near);
  useEffect(() => {
    if (near || !watching || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // the part near the view renders in the background too (a tap or a scroll step goes first)
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, watching, margin]);
  return [ref, near] as const;
}

export function WhenVisible({
  children,
  minHeight = 240,
  fallback,
  afterInteraction = false,
}: {
  children: ReactNode;
  minHeight?: number;
  fallback?: ReactNode;
  afterInteraction?: boolean;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px 0px', afterInteraction);
  const placeholder = fallback !== undefined ? fallback : <div style={{ minHeight }} aria-hidden />;
  // (marked: it stands in for content until that is near the view, and is replaced then by design)
  if (!near) return <div ref={ref} data-until-visible="">{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
