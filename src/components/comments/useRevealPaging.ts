/** Reveal a list `pageSize` more at a time, each press after a short loading delay (spec §4: 5 more, 1 s). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const REVEAL_DELAY_MS = 1000;

export function useRevealPaging(total: number, pageSize: number, delayMs = REVEAL_DELAY_MS) {
  const [visible, setVisible] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const more = useCallback(() => {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setVisible((count) => count + pageSize);
      setLoading(false);
    }, delayMs);
  }, [loading, pageSize, delayMs]);

  return { visible: Math.min(visible, total), loading, more, done: visible >= total };
}
