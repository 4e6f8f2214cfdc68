/**
 * A box's width in CSS pixels, read before the first paint and followed as it changes (the window, the
 * sidebar folding, the language). `box` is a callback ref for the element: it may come and go (a list
 * shown as cards has no table box). The width is 0 until the element is there.
 *
 * `hasRoom(least, unmeasured)` is how a screen picks a layout by the room it has rather than by the
 * window (beside the dashboard's sidebar a 1,024 px window leaves 736 px): whether the box is at least
 * `least` px wide, or `unmeasured` (a window breakpoint) before it is measured and where nothing is laid
 * out (jsdom).
 */
import { useCallback, useLayoutEffect, useState } from 'react';

export function useBoxWidth<T extends HTMLElement = HTMLDivElement>() {
  const [element, box] = useState<T | null>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const next = Math.round(element.clientWidth);
      setWidth((current) => (current === next ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const hasRoom = useCallback((least: number, unmeasured: boolean) => (width > 0 ? width >= least : unmeasured), [width]);
  return { box, width, hasRoom };
}
