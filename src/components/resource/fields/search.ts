/** Client-side option search: case-insensitive, Persian/Arabic digits and letters (ي ك) treated alike. */
import { toLatinDigits } from '@/lib/digits';

export function normaliseSearch(text: string): string {
  return toLatinDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\u200c/g, ' ').trim().toLowerCase();
}

/** Whether `label` contains what was typed. */
export function matchesSearch(label: string, input: string): boolean {
  return normaliseSearch(label).includes(normaliseSearch(input));
}
