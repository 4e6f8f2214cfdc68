/**
 * A box's width in CSS pixels, read before the first paint and followed as it changes (the window, the
 * sidebar folding, the language). `box` is a callback ref for the element: it may come and go (a list
 * shown as cards has no table box). The width is 0 until the element is there.
 */
import { useLayoutEffect, useState } from 'react';

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

  return { box, width };
}
