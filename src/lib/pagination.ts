/** The page numbers a pagination shows (LightPagination, and the pre-render's links). */
/** Page numbers to show: first, last, current ± 2 (5 in a row near an end), with jumps in between. */
export function pageItems(current: number, pages: number): (number | 'prev5' | 'next5')[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, current - 2);
  let to = Math.min(pages - 1, current + 2);
  if (current <= 4) to = 5;
  if (current >= pages - 3) from = pages - 4;
  const items: (number | 'prev5' | 'next5')[] = [1];
  if (from > 2) items.push('prev5');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < pages - 1) items.push('next5');
  items.push(pages);
  return items;
}
