/**
 * A list's totals (a resource's `useTotals`), placed by the list: under the table, one row whose label
 * spans the columns before the first total, each total under its own column; the totals of columns that
 * gave way for want of room (each row lists those columns in its expanded detail) are listed under the
 * label, so no total is out of sight at any width. A phone's cards have no columns: a card above them
 * lists every total of the shown columns.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Table } from 'antd';
import type { ResourceTotals } from './types';

/** The key standing for the expand button's column (antd puts it first) in `rendered`. */
export const EXPAND_KEY = '__expand';

interface TotalsProps<T> {
  useTotals(docs: readonly T[]): ResourceTotals;
  docs: readonly T[];
  /** Each column's title by key. */
  titles: Readonly<Record<string, string>>;
}

const has = (totals: ResourceTotals, key: string) => totals.values[key] !== undefined;

function TotalList({ keys, totals, titles }: { keys: readonly string[]; totals: ResourceTotals; titles: Readonly<Record<string, string>> }) {
  return (
    <dl className="resource-card__fields resource-totals__list">
      {keys.map((key) => (
        <div key={key} className="resource-card__field">
          <dt>{titles[key] ?? key}</dt>
          <dd data-testid={`total-${key}`}>{totals.values[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The table's totals row, which the list wraps in `Table.Summary` (antd shows a summary under a virtual
 * table's rows only when the table's `summary` returns that element itself, `fixed`). `rendered`: the keys
 * of the columns the table draws, in order (the expand button's, the checkboxes', the row number's, the
 * declared ones shown, the row menu's); `folded`: the declared columns each row lists in its detail
 * instead; `shown`: every shown column's key, in order.
 *
 * A total is never cut: when one is wider than its column (a sum of the whole set in a column sized for
 * a row's figures), the row lists every total under the label instead, until the box or the columns
 * change. That is read once after the totals render (a layout read, no loop): jsdom, which lays nothing
 * out, always has the cells.
 */
export function TotalsRow<T>({
  useTotals,
  docs,
  titles,
  rendered,
  folded,
  shown,
  width,
}: TotalsProps<T> & { rendered: readonly string[]; folded: readonly string[]; shown: readonly string[]; width: number }) {
  const totals = useTotals(docs);
  const first = rendered.findIndex((key) => has(totals, key));
  const label = useRef<HTMLElement>(null);
  // the layout (box width and columns) whose totals did not fit under their columns
  const layout = `${width}|${rendered.join(',')}`;
  const [listedAt, setListedAt] = useState<string | null>(null);
  const listAll = first < 0 || listedAt === layout;
  useLayoutEffect(() => {
    if (listAll) return;
    const row = label.current?.closest('tr');
    if (!row) return;
    const cut = Array.from(row.querySelectorAll<HTMLElement>('.resource-totals__value')).some((value) => {
      const cell = value.parentElement;
      // (a cell not laid out, as in jsdom, has no width to compare with)
      if (!cell?.clientWidth) return false;
      const style = getComputedStyle(cell);
      return value.offsetWidth > cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
    });
    if (cut) setListedAt(layout);
    // (the totals are new on each render: a figure that came in place of a spinner is measured too)
  }, [listAll, layout, totals]);
  const listed = listAll ? shown.filter((key) => has(totals, key)) : folded.filter((key) => has(totals, key));
  return (
    <Table.Summary.Row data-testid="resource-totals" className={listAll ? 'resource-totals resource-totals--listed' : 'resource-totals'}>
      <Table.Summary.Cell index={0} colSpan={listAll ? rendered.length : first}>
        <strong ref={label}>{totals.label}</strong>
        {listed.length > 0 && <TotalList keys={listed} totals={totals} titles={titles} />}
        {totals.extra}
      </Table.Summary.Cell>
      {!listAll &&
        rendered.slice(first).map((key, i) => (
          <Table.Summary.Cell key={key} index={first + i}>
            {has(totals, key) && (
              <strong className="resource-totals__value" data-testid={`total-${key}`}>
                {totals.values[key]}
              </strong>
            )}
          </Table.Summary.Cell>
        ))}
    </Table.Summary.Row>
  );
}

/** A phone's totals: a card above the rows' cards, every total of the `shown` columns under its title. */
export function TotalsCard<T>({ useTotals, docs, titles, shown }: TotalsProps<T> & { shown: readonly string[] }) {
  const totals = useTotals(docs);
  return (
    <section className="resource-card resource-totals resource-totals--card" data-testid="resource-totals">
      <strong>{totals.label}</strong>
      <TotalList keys={shown.filter((key) => has(totals, key))} totals={totals} titles={titles} />
      {totals.extra}
    </section>
  );
}
