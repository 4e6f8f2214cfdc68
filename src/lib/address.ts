/**
 * An address line for display: province, city, region and the place text, joined with the language's
 * comma (`، ` in fa, `, ` in en). A name the place text already holds (the geocoded place starts with
 * its city: "تهران، خیابان …") or one that repeats the name before it is shown once.
 */
const SEGMENT = /\s*[،,]\s*/;
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function joinAddress(names: readonly (string | null | undefined)[], place: string | null | undefined, locale: string): string {
  const text = (place ?? '').trim();
  const placeSegments = text ? text.split(SEGMENT) : [];
  const shown: string[] = [];
  for (const name of names) {
    const value = name?.trim();
    if (!value) continue;
    if (shown.length && same(shown[shown.length - 1], value)) continue;
    if (placeSegments.some((segment) => same(segment, value))) continue;
    shown.push(value);
  }
  if (text) shown.push(text);
  return shown.join(locale.startsWith('fa') ? '، ' : ', ');
}
