/**
 * Column priority: as a list's box narrows, its less important columns give way, so the table does
 * not scroll sideways and its switches and row menu stay in view. The order is derived here, once,
 * from each column's declared `priority` (`low` first, then `medium`, then `high`; within one level the
 * later column first); a column without a priority never gives way.
 *
 * `useColumnsThatFit` measures instead of guessing from the window: the same list is narrower beside
 * the sidebar, and its widths change with the language and with the rows of the page. After a render
 * that overflows its box it hides, in that order, the columns whose header cells add up to the
 * overflow (one more render; a further column if that was not enough). A wider box, other rows or other
 * columns start again from every column. The columns that gave way are listed in the row's expanded
 * detail (ResourcePage), so nothing in the row is out of reach.
 */
import { useEffect, useLayoutEffect, useState } from 'react';

export type ColumnPriority = 'high' | 'medium' | 'low';

const RANK: Record<ColumnPriority, number> = { low: 0, medium: 1, high: 2 };

/** The attribute a header cell carries so its width can be read (ResourcePage's `onHeaderCell`). */
export const COLUMN_KEY_ATTRIBUTE = 'data-column-key';

/** What the expand column antd adds once something gave way takes from the room freed (its 48 px cell). */
const EXPAND_COLUMN = 48;

/** The keys of the columns that may give way, the first to go first. */
export function givingWayOrder(columns: readonly { key: string; priority?: ColumnPriority }[]): string[] {
  return columns
    .map((column, index) => ({ key: column.key, priority: column.priority, index }))
    .filter((c): c is { key: string; priority: ColumnPriority; index: number } => c.priority !== undefined)
    .sort((a, b) => RANK[a.priority] - RANK[b.priority] || b.index - a.index)
    .map((c) => c.key);
}

/**
 * The columns to hide so the table inside `box` fits its width. `order`: givingWayOrder's answer;
 * `content`: what may change the widths when it changes (the rows, the shown columns, the language),
 * compared item by item like an effect's dependencies.
 * Measures the table's own scroller (`.ant-table-content`); where there is none (phone cards, the
 * virtual table) nothing is hidden.
 */
export function useColumnsThatFit(order: readonly string[], content: readonly unknown[]) {
  // a callback ref: the table's box comes and goes (a phone's cards have none), and is watched whenever it is there
  const [element, box] = useState<HTMLDivElement | null>(null);
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [width, setWidth] = useState(0);
  // other rows, other columns or another width: start again from every column (adjusted while rendering)
  const [fittedFor, setFittedFor] = useState({ content, width, order });
  const changed = fittedFor.content.length !== content.length || fittedFor.content.some((item, i) => item !== content[i]);
  if (changed || fittedFor.width !== width || fittedFor.order.join() !== order.join()) {
    setFittedFor({ content, width, order });
    setHidden([]);
  }

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  // after each new fit: still wider than the box? then the next columns in order give way (before paint)
  useLayoutEffect(() => {
    const scroller = element?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    const overflow = scroller.scrollWidth - scroller.clientWidth;
    if (overflow <= 1) return;
    const remaining = order.filter((key) => !hidden.includes(key));
    if (remaining.length === 0) return;
    const more: string[] = [];
    let freed = hidden.length === 0 ? -EXPAND_COLUMN : 0;
    for (const key of remaining) {
      if (more.length > 0 && freed >= overflow) break;
      const cell = scroller.querySelector(`th[${COLUMN_KEY_ATTRIBUTE}="${key}"]`);
      freed += cell?.getBoundingClientRect().width ?? 0;
      more.push(key);
    }
    // a measurement of the laid-out table: hiding here, before paint, never shows the overflowing table
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHidden([...hidden, ...more]);
  }, [element, order, hidden, fittedFor]);

  return { box, hidden };
}
