/** Pure helpers of the five-box verification code (no React). */
import { onlyDigits } from '@/lib/digits';

/** Length of the SMS verification code (spec §9). */
export const CODE_LENGTH = 5;

/** An empty row of boxes. */
export function emptyDigits(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * Writes typed or pasted text into the boxes from `index` on: Persian and Arabic digits become Latin,
 * everything else is dropped, extra digits are ignored. Returns the new boxes and the box to focus.
 */
export function fillDigits(digits: readonly string[], index: number, text: string): { digits: string[]; focus: number } {
  const incoming = onlyDigits(text).split('');
  const next = [...digits];
  let at = index;
  for (const digit of incoming) {
    if (at >= next.length) break;
    next[at] = digit;
    at += 1;
  }
  return { digits: next, focus: Math.min(at, next.length - 1) };
}

/** The code when every box holds a digit, else null. */
export function completeCode(digits: readonly string[]): string | null {
  return digits.every((d) => /^\d$/.test(d)) ? digits.join('') : null;
}

/** mm:ss of a number of seconds (never negative). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(safe / 60)).padStart(2, '0');
  const ss = String(safe % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
