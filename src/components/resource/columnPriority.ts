/**
 * Column priority: as a list's box narrows, its less important columns give way, so the table does
 * not scroll sideways and its switches and row menu stay in view. The order is derived here, once,
 * from each column's declared `priority` (`low` first, then `medium`, then `high`; within one level the
 * later column first); a column without a priority never gives way.
 *
 * Which columns give way is decided by the box's width alone: each column has a room, the least it
 * needs whatever its rows (its declared `room` or `width`, else its kind's and its header's: a date with its
 * time, a switch, an inline number, a figure), and columns give way in that order until the rooms of
 * the rest, with the row number, the checkboxes, the row menu and the expand button, fit the box.
 * The box is measured (beside the sidebar at 1366 px it is narrower than the window), but not the
 * rows: the same width shows the same columns whatever page, rows or moment (a late font, rows still
 * arriving) it is. The table lays the shown columns out in the box (their texts wrap). The columns
 * that gave way are listed in the row's expanded detail (ResourcePage), and the column chooser says
 * which they are and why, so nothing in the row is out of reach.
 */
import { useMemo } from 'react';
import { useBoxWidth } from '@/components/useBoxWidth';

export type ColumnPriority = 'high' | 'medium' | 'low';

const RANK: Record<ColumnPriority, number> = { low: 0, medium: 1, high: 2 };

/** The attribute a header cell carries (ResourcePage's `onHeaderCell`): tests and the expanded detail name columns by it. */
export const COLUMN_KEY_ATTRIBUTE = 'data-column-key';

/** The expand column antd adds once something gave way. */
export const EXPAND_COLUMN = 48;

/** What a column is, as far as its room goes (a resource column declaration fits). */
export interface RoomColumn {
  width?: number;
  room?: number;
  date?: boolean;
  toggle?: unknown;
  editableNumber?: unknown;
  editableText?: unknown;
  tags?: unknown;
  sortable?: boolean;
}

/** Rooms by kind: a date with its time on two lines, a switch, an inline number box, any other value. */
const KIND_ROOM = { date: 140, toggle: 64, editableNumber: 96, editableText: 160, tags: 96, other: 72 };
/** A header's text at 14 px (Vazirmatn or the system font, Latin or Persian letters), its padding and its sort arrows. */
const CHARACTER = 7;
const CELL_PADDING = 32;
const SORTER = 22;

/** The least a column needs, whatever its rows: its declared room or width, else the larger of its kind's room and its header's. */
export function columnRoom(column: RoomColumn, title: string): number {
  if (column.room) return column.room;
  if (column.width) return column.width;
  const kind = column.date
    ? KIND_ROOM.date
    : column.toggle
      ? KIND_ROOM.toggle
      : column.editableNumber
        ? KIND_ROOM.editableNumber
        : column.editableText
          ? KIND_ROOM.editableText
          : column.tags
            ? KIND_ROOM.tags
            : KIND_ROOM.other;
  const header = Math.ceil(title.length * CHARACTER) + CELL_PADDING + (column.sortable ? SORTER : 0);
  return Math.max(kind, header);
}

/** A line of text in a virtual table (one line per cell there, cut short with an ellipsis). */
const VIRTUAL_TEXT = 140;

/**
 * A column's width in a virtual table, which lays every cell out on one line at a width it is given: the
 * declared one, else its room (a switch, an inline number, a date need no more), and a column of plain
 * values at least a line of text, so a name is not cut to a few letters beside columns of switches.
 */
export function virtualColumnWidth(column: RoomColumn, title: string): number {
  // (a declared `room` is the least of wrapped cells: a virtual table's cells do not wrap)
  const room = columnRoom({ ...column, room: undefined }, title);
  const plain = !column.width && !column.date && !column.toggle && !column.editableNumber && !column.editableText && !column.tags;
  return plain ? Math.max(room, VIRTUAL_TEXT) : room;
}

/** The keys of the columns that may give way, the first to go first. */
export function givingWayOrder(columns: readonly { key: string; priority?: ColumnPriority }[]): string[] {
  return columns
    .map((column, index) => ({ key: column.key, priority: column.priority, index }))
    .filter((c): c is { key: string; priority: ColumnPriority; index: number } => c.priority !== undefined)
    .sort((a, b) => RANK[a.priority] - RANK[b.priority] || b.index - a.index)
    .map((c) => c.key);
}

export interface FitColumn {
  key: string;
  priority?: ColumnPriority;
  /** `columnRoom` of the column */
  room: number;
}

/**
 * The columns that give way in a box `width` px wide: none when everything fits (or the width is not
 * known yet), else in giving-way order until the rest fit. `fixed`: the room of what never gives way
 * besides the declared columns (row number, checkboxes, row menu).
 */
export function columnsToFold(width: number, columns: readonly FitColumn[], fixed: number): string[] {
  const total = fixed + columns.reduce((sum, c) => sum + c.room, 0);
  if (width <= 0 || total <= width) return [];
  const room = new Map(columns.map((c) => [c.key, c.room]));
  const folded: string[] = [];
  // the expand button comes with the first column that gives way
  let needed = total + EXPAND_COLUMN;
  for (const key of givingWayOrder(columns)) {
    if (needed <= width) break;
    folded.push(key);
    needed -= room.get(key) ?? 0;
  }
  return folded;
}

/**
 * Whether a box `width` px wide is too narrow even once every column that may give way has: the columns
 * that never give way (and, when some may, the expand button) need more. The table is then set tight
 * (ResourcePage): its row number and row menu columns narrower, the menu's header for screen readers
 * only, tags wrapping, so at a tablet's width or beside the sidebar at 1,024 px its switches are not cut
 * under the row menu. False while the width is not known.
 */
export function isTight(width: number, columns: readonly FitColumn[], fixed: number): boolean {
  const staying = columns.filter((c) => c.priority === undefined);
  const least = fixed + staying.reduce((sum, c) => sum + c.room, 0) + (staying.length < columns.length ? EXPAND_COLUMN : 0);
  return width > 0 && least > width;
}

/**
 * The columns to hide so the table fits its box: `box` goes on the table's wrapper (a callback ref:
 * the wrapper comes and goes, a phone's cards have none); its width is read before the first paint and
 * followed as it changes.
 */
export function useColumnsThatFit(columns: readonly FitColumn[], fixed: number) {
  const { box, width } = useBoxWidth();
  const hidden = useMemo(() => columnsToFold(width, columns, fixed), [width, columns, fixed]);
  return { box, hidden, width };
}
