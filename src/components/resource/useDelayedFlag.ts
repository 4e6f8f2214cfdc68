import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`, false as soon as it is false again: a spinner for a
 * call that is slow, not a flash for one that answers at once (antd's Spin `delay`, for any control).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}
