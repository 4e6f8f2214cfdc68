/**
 * Steady columns: a list's columns keep their widths from one page of rows to the next.
 *
 * The table lays its columns out by their contents (antd's `tableLayout="auto"`: a column gets the room
 * its longest name or figure asks for), so each new page, sort or filter gave the columns other widths and
 * every header and value moved sideways under the reader's eyes. Once a page of rows has been painted, the
 * header cells' widths are read (once, after that paint, with nothing left to lay out) and written into a
 * small stylesheet that fixes the table's layout at those widths; the rows themselves are not rendered
 * again. The widths hold for as long as the same columns are shown in the same box in the same language:
 * a new box width (the window, the sidebar), another set of columns or the other language lets the table
 * lay itself out by its contents again, and the widths are read again after its next page is painted.
 * A cell's text wraps inside its column (antd's cells break long words), so a longer name on a later page
 * takes another line, not another column's room. A web font that arrives after the widths were read
 * changes the texts' widths, so they are read again then. A virtual table has declared widths already.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/lib/tasks';

/** The attribute that scopes the stylesheet to one table's box. */
export const STEADY_COLUMNS_ATTRIBUTE = 'data-steady-columns';

/** The stylesheet that holds a table's columns at `widths` (px, the header cells' in their order). */
export function steadyColumnsCss(scope: string, widths: readonly number[]): string {
  const box = `[${STEADY_COLUMNS_ATTRIBUTE}="${scope}"]`;
  const cells = widths.map((width, index) => `${box} .ant-table-thead > tr > th:nth-child(${index + 1}) { width: ${Math.round(width * 100) / 100}px; }`);
  return [`${box} .ant-table table { table-layout: fixed !important; }`, ...cells].join('\n');
}

/** The widths of a table's header cells in `box`, or null when they cannot stand for its columns (no single header row, a cell not laid out). */
export function headerWidths(box: Element): number[] | null {
  const rows = box.querySelectorAll('.ant-table-thead > tr');
  if (rows.length !== 1) return null;
  const widths = Array.from(rows[0].children, (cell) => (cell as HTMLElement).getBoundingClientRect().width);
  return widths.length > 0 && widths.every((width) => width > 0) ? widths : null;
}

/** How many times the page's fonts have finished loading: widths read before a font came are read again. */
let fontLoads = 0;
function subscribeFonts(changed: () => void): () => void {
  const fonts = typeof document === 'undefined' ? undefined : (document as Partial<Pick<Document, 'fonts'>>).fonts;
  if (!fonts) return () => undefined;
  const onDone = () => {
    fontLoads += 1;
    changed();
  };
  fonts.addEventListener('loadingdone', onDone);
  return () => fonts.removeEventListener('loadingdone', onDone);
}
const fontLoadsNow = () => fontLoads;

/**
 * Holds a table's column widths while `layout` (what decides them: the box's width, the shown columns,
 * the language) stays the same. `painted` says a page of rows is on screen and complete. Returns the
 * attribute to put on the table's box and the stylesheet to render beside the table (none until the
 * widths have been read, and none while `off`: a virtual table).
 */
export function useSteadyColumns(layout: string, painted: boolean, off: boolean): { scope: string; css: string | undefined } {
  const scope = useId();
  const fonts = useSyncExternalStore(subscribeFonts, fontLoadsNow, fontLoadsNow);
  const key = `${layout}|${fonts}`;
  const [held, setHeld] = useState<{ key: string; css: string } | null>(null);
  const current = held && held.key === key ? held.css : undefined;
  useEffect(() => {
    if (off || !painted || current !== undefined) return undefined;
    let cancelled = false;
    afterNextPaint(() => {
      if (cancelled) return;
      const box = document.querySelector(`[${STEADY_COLUMNS_ATTRIBUTE}="${scope}"]`);
      const widths = box ? headerWidths(box) : null;
      if (widths) setHeld({ key, css: steadyColumnsCss(scope, widths) });
    });
    return () => {
      cancelled = true;
    };
  }, [off, painted, current, key, scope]);
  return { scope, css: off ? undefined : current };
}
