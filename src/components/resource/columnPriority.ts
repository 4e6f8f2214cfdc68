/**
 * Column priority: as a list's box narrows, its less important columns give way, so the table does
 * not scroll sideways and its switches and row menu stay in view. The order is derived here, once,
 * from each column's declared `priority` (`low` first, then `medium`, then `high`; within one level the
 * later column first); a column without a priority never gives way.
 *
 * `useColumnsThatFit` measures instead of guessing from the window: the same list is narrower beside
 * the sidebar, and its widths change with the language and with the rows of the page. It measures
 * only when a width changed: the box's (a ResizeObserver on it) or the table's own (a ResizeObserver on
 * the `<table>`: other rows that need more room), never because rows were ticked, switched or reloaded.
 * Then, in a layout effect (before paint, reading the layout the browser needs for that paint anyway,
 * and writing nothing in between), it hides, in that order, the columns whose header cells add up to
 * the overflow (one more render; a further column if that was not enough). Another box width or other
 * columns start again from every column; a wider table only hides more. The columns that gave way are
 * listed in the row's expanded detail (ResourcePage), so nothing in the row is out of reach.
 *
 * The last fit of a list is kept in the browser (`remember`: the resource's name): the next visit at
 * the same window width, language and columns starts from it, so its first rows render without the
 * columns that will give way (instead of rendering and laying out every column of 100 rows, then
 * hiding some and laying them out again); a box of another width starts again from every column.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

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
 * The columns that give way when the widths are known beforehand (a virtual table, whose columns have
 * the widths it is given: nothing to measure): in `order`, until the columns' `total` width (less
 * those gone, plus the expand column the first one brings) fits `box`.
 */
export function columnsThatFitWidths(order: readonly string[], widthOf: (key: string) => number, total: number, box: number): string[] {
  const hidden: string[] = [];
  let width = total;
  for (const key of order) {
    if (width + (hidden.length ? EXPAND_COLUMN : 0) <= box) break;
    hidden.push(key);
    width -= widthOf(key);
  }
  return hidden;
}

/**
 * The columns to hide so the table inside `box` fits its width. `order`: givingWayOrder's answer;
 * `content`: what changes the columns themselves when it changes (the shown columns, the language, the
 * checkbox column), compared item by item like an effect's dependencies. Not the rows: other rows
 * are seen through the table's width.
 * Measures the table's own scroller (`.ant-table-content`); where there is none (phone cards, the
 * virtual table) nothing is hidden.
 */
export function useColumnsThatFit(order: readonly string[], content: readonly unknown[], remember?: string) {
  // a callback ref: the table's box comes and goes (a phone's cards have none), and is watched whenever it is there
  const [element, box] = useState<HTMLDivElement | null>(null);
  const fitFor = [...content.map(String), order.join()].join('|');
  const [stored] = useState(() => (remember ? readFit(remember, fitFor) : undefined));
  const [hidden, setHidden] = useState<readonly string[]>(() => stored?.hidden ?? []);
  // the box width the remembered fit was made for, until the first measurement compares it
  const expectedBox = useRef(stored?.box);
  const [width, setWidth] = useState(0);
  // the box's width as last seen (a virtual table's columns are fitted to it without measuring)
  const [boxWidth, setBoxWidth] = useState(0);
  // the table's own width: grows when other rows need more room (a reload with the same widths leaves it)
  const [tableWidth, setTableWidth] = useState(0);
  // other columns or another box width: start again from every column (adjusted while rendering)
  const [fittedFor, setFittedFor] = useState({ content, width, order });
  // the widths the last measurement saw: a resize observer's report of the same width is no change
  const seen = useRef({ box: -1, table: -1 });
  const changed = fittedFor.content.length !== content.length || fittedFor.content.some((item, i) => item !== content[i]);
  if (changed || fittedFor.width !== width || fittedFor.order.join() !== order.join()) {
    setFittedFor({ content, width, order });
    setHidden([]);
  }

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // (neither the box nor antd's table element has padding or a border: content width is the width the layout effect reads)
    const round = (entry: ResizeObserverEntry) => Math.round(entry.contentRect.width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const next = round(entry);
        if (entry.target === element) {
          setBoxWidth(next);
          if (Math.abs(next - seen.current.box) > 1) setWidth(next);
        } else if (Math.abs(next - seen.current.table) > 1) setTableWidth(next);
      }
    });
    observer.observe(element);
    // the table element comes with the rows' first render and stays; watched once it is there
    const watchTable = () => {
      const table = element.querySelector('.ant-table-content > table');
      if (table) observer.observe(table);
      return Boolean(table);
    };
    let mutations: MutationObserver | undefined;
    if (!watchTable() && typeof MutationObserver !== 'undefined') {
      mutations = new MutationObserver(() => {
        if (watchTable()) mutations?.disconnect();
      });
      mutations.observe(element, { childList: true, subtree: true });
    }
    return () => {
      observer.disconnect();
      mutations?.disconnect();
    };
  }, [element]);

  // after a new fit or a wider table: still wider than the box? then the next columns in order give way (before paint)
  useLayoutEffect(() => {
    const scroller = element?.querySelector<HTMLElement>('.ant-table-content');
    if (!element || !scroller) return;
    // reads only (the widths, then the header cells), so the browser lays the page out once
    const table = scroller.querySelector(':scope > table');
    const boxWidth = Math.round(element.getBoundingClientRect().width);
    seen.current = { box: boxWidth, table: Math.round(table?.getBoundingClientRect().width ?? -1) };
    const expected = expectedBox.current;
    expectedBox.current = undefined;
    if (expected !== undefined && Math.abs(expected - boxWidth) > 1 && hidden.length > 0) {
      // remembered for another box (the sidebar folded, say): start again from every column
      setHidden([]);
      return;
    }
    const overflow = scroller.scrollWidth - scroller.clientWidth;
    const remaining = order.filter((key) => !hidden.includes(key));
    if (overflow <= 1 || remaining.length === 0) {
      if (remember) writeFit(remember, { window: window.innerWidth, box: boxWidth, fitFor, hidden: [...hidden] });
      return;
    }
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
  }, [element, order, hidden, fittedFor, tableWidth, remember, fitFor]);

  return { box, hidden, boxWidth };
}

/** The last fit of a list (`useColumnsThatFit`'s `remember`), kept in localStorage. */
interface StoredFit {
  /** the window's width, the language, the columns and their order it was made for */
  window: number;
  fitFor: string;
  /** the box's width it was made for */
  box: number;
  hidden: string[];
}

const fitKey = (name: string) => `resource-fit:${name}`;

function readFit(name: string, fitFor: string): StoredFit | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(fitKey(name)) ?? 'null') as Partial<StoredFit> | null;
    if (!value || value.window !== window.innerWidth || value.fitFor !== fitFor || typeof value.box !== 'number' || !Array.isArray(value.hidden)) return undefined;
    return { window: value.window, fitFor: value.fitFor, box: value.box, hidden: value.hidden.filter((key): key is string => typeof key === 'string') };
  } catch {
    return undefined;
  }
}

function writeFit(name: string, fit: StoredFit): void {
  try {
    localStorage.setItem(fitKey(name), JSON.stringify(fit));
  } catch {
    // (storage full or refused: the next visit measures again)
  }
}
