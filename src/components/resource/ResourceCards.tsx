/**
 * A list at phone width (under 768 px, where a table would scroll sideways): one card per row with its row number,
 * main field and operations menu on top and the other phone columns (those without a `responsive`
 * limit or a `priority`) below, switches and inline numbers included; the rest of the row's columns
 * under "More" (a disclosure), so nothing the table shows is out of reach; the checkboxes and "select
 * all on this page" when the list is selectable; the pager keeps its page-size changer. The cards render
 * the table's own columns, so a cell looks and behaves the same in both. Any table of the app can use
 * them (the admin lists, the sessions page): the row number's column has the key `ROW_COLUMN`, the
 * operations' `OPERATIONS_COLUMN`.
 *
 * Each card is memoised and reads its own "selected" from the selection store, so a tick re-renders
 * one card. A page of 1,000 rows and more (`windowed`) renders only the cards near the window's view
 * (useWindowedCards), as antd's virtual table does on a wider screen.
 */
import { memo, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { Checkbox, Empty, Pagination, type PaginationProps, type TableColumnType } from 'antd';
import { useScreens } from '@/components/useScreens';
import { useIntl } from 'react-intl';
import { PageCheckbox } from './bulk/selectionCells';
import { LoadingCover } from './LoadingCover';
import { NO_SELECTION, useShownSelected, type SelectionStore } from './bulk/selectionStore';
import './resourceCards.css';

export interface ResourceCardsProps<T extends { id: string }> {
  /** The table's columns (row number first, operations last). */
  columns: readonly TableColumnType<T>[];
  docs: readonly T[] | undefined;
  loading: boolean;
  /** The selected rows (a selectable list): checkboxes on the cards and "select all on this page". */
  selection?: SelectionStore<T>;
  /** Render only the cards near the view (a page of 1,000 rows and more). */
  windowed?: boolean;
  rowClassName?(record: T): string;
  /** The empty state, or the loading block before the list's first answer (listEmptyText). */
  emptyText: ReactNode;
  pagination: PaginationProps;
  footer?: ReactNode;
}

/** The class of a date column (`date: true`): a phone card shows the row's first date even when the table hides it on a phone. */
export const DATE_COLUMN = 'resource-col--date';

/** The key of the row number's column: a card shows it in its head. */
export const ROW_COLUMN = '__row';
/** The key of the row operations' column: a card shows it at the end of its head. */
export const OPERATIONS_COLUMN = '__operations';
const ROW = ROW_COLUMN;
const OPERATIONS = OPERATIONS_COLUMN;
/** The class of a column that gives way first (a declared `priority`): on a card it goes under "More". */
export const PRIORITY_COLUMN = 'resource-col--gives-way';

const hasClass = (column: { className?: unknown }, name: string) => typeof column.className === 'string' && column.className.split(' ').includes(name);

function cell<T>(column: TableColumnType<T>, record: T, index: number): ReactNode {
  const dataIndex = column.dataIndex as Key | undefined;
  const value = dataIndex === undefined ? undefined : (record as Record<string, unknown>)[String(dataIndex)];
  return column.render ? (column.render(value, record, index) as ReactNode) : (value as ReactNode);
}

/** Columns of one row as a list of title and value: a card's fields, and the table row's expanded detail. */
export function RowFields<T>({ columns, record, index, className }: { columns: readonly TableColumnType<T>[]; record: T; index: number; className?: string }) {
  return (
    <dl className={['resource-card__fields', className].filter(Boolean).join(' ')}>
      {columns.map((column) => (
        <div key={String(column.key)} className="resource-card__field">
          <dt>{column.title as ReactNode}</dt>
          <dd>{cell(column, record, index)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CardParts<T extends { id: string }> {
  rowNumber?: TableColumnType<T>;
  operations?: TableColumnType<T>;
  main?: TableColumnType<T>;
  fields: readonly TableColumnType<T>[];
  more: readonly TableColumnType<T>[];
  selection?: SelectionStore<T>;
  rowClassName?(record: T): string;
  t(id: string, values?: Record<string, string>): string;
}

interface CardProps<T extends { id: string }> {
  record: T;
  index: number;
  parts: CardParts<T>;
}

function CardView<T extends { id: string }>({ record, index, parts, checked }: CardProps<T> & { checked: boolean }) {
  const { rowNumber, operations, main, fields, more, selection, rowClassName, t } = parts;
  const number = rowNumber ? cell(rowNumber, record, index) : index + 1;
  return (
    <li
      data-row-key={record.id}
      className={['resource-card', checked ? 'resource-card--selected' : '', rowClassName?.(record) ?? ''].filter(Boolean).join(' ')}
      aria-label={t('bulk.card', { row: String(number) })}
    >
      <div className="resource-card__head">
        {selection && <Checkbox checked={checked} aria-label={t('bulk.selectRow')} onChange={(e) => selection.set([record], e.target.checked)} />}
        <span className="resource-card__number">{number}</span>
        <span className="resource-card__title">{main ? cell(main, record, index) : record.id}</span>
        {operations && <span className="resource-card__operations">{cell(operations, record, index)}</span>}
      </div>
      {fields.length > 0 && <RowFields columns={fields} record={record} index={index} />}
      {more.length > 0 && (
        <details className="resource-card__more">
          <summary>{t('resource.moreFields')}</summary>
          <RowFields columns={more} record={record} index={index} />
        </details>
      )}
    </li>
  );
}
const CardBody = memo(CardView) as typeof CardView;

/** One row's card: renders again for another record, another index or other columns, and when its own selection changes. */
const Card = memo(function Card<T extends { id: string }>(props: CardProps<T>) {
  const { selection } = props.parts;
  const checked = useShownSelected(selection ?? NO_SELECTION, selection ? props.record.id : undefined);
  return <CardBody {...props} checked={checked} />;
}) as <T extends { id: string }>(props: CardProps<T>) => React.ReactElement;

/** Cards rendered above and below the view, so a quick scroll or a Tab finds the next card there. */
const OVERSCAN = 6;
/** A card's height before one was measured (a card with four fields at 390 px). */
const ESTIMATED_CARD = 180;

/**
 * The window of a long list of cards: which cards are near the view (the page scrolls, not the list),
 * with the room the others take, from the rendered cards' measured average height. Reads the layout
 * on scroll and resize, once per frame; renders again only when the window moves by a card.
 */
function useWindowedCards(count: number, enabled: boolean) {
  const list = useRef<HTMLUListElement | null>(null);
  const [state, setState] = useState({ start: 0, end: Math.min(count, 30), size: ESTIMATED_CARD });
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = list.current;
      if (!element) return;
      const cards = element.querySelectorAll<HTMLElement>(':scope > .resource-card');
      const top = element.getBoundingClientRect().top;
      // the average distance from one card's top to the next (the gap included)
      const size = cards.length > 1 ? (cards[cards.length - 1].getBoundingClientRect().top - cards[0].getBoundingClientRect().top) / (cards.length - 1) : ESTIMATED_CARD;
      const from = Math.max(0, Math.floor(-top / size) - OVERSCAN);
      const to = Math.min(count, Math.ceil((window.innerHeight - top) / size) + OVERSCAN);
      setState((current) => (current.start === from && current.end === to && Math.abs(current.size - size) < 1 ? current : { start: from, end: Math.max(from, to), size }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [count, enabled]);
  if (!enabled) return { list, start: 0, end: count, before: 0, after: 0 };
  const start = Math.min(state.start, count);
  const end = Math.min(Math.max(state.end, start), count);
  return { list, start, end, before: start * state.size, after: (count - end) * state.size };
}

export function ResourceCards<T extends { id: string }>({ columns, docs, loading, selection, windowed = false, rowClassName, emptyText, pagination, footer }: ResourceCardsProps<T>) {
  const intl = useIntl();
  const parts = useMemo<CardParts<T>>(() => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const declared = columns.filter((c) => c.key !== ROW && c.key !== OPERATIONS);
    const rest = declared.slice(1);
    // the phone's fields: the columns the table would also show at phone width, and the row's first date
    // (when it was made or paid is what tells two similar rows apart)
    const date = rest.find((c) => hasClass(c, DATE_COLUMN));
    const fields = rest.filter((c) => ((!c.responsive || c.responsive.includes('xs')) && !hasClass(c, PRIORITY_COLUMN)) || c === date);
    return {
      rowNumber: columns.find((c) => c.key === ROW),
      operations: columns.find((c) => c.key === OPERATIONS),
      main: declared.at(0),
      fields,
      // the row's other columns: under "More", so a card reaches what the table shows
      more: rest.filter((c) => !fields.includes(c)),
      selection,
      rowClassName,
      t,
    };
  }, [columns, selection, rowClassName, intl]);
  const rows = docs ?? [];
  const { list, start, end, before, after } = useWindowedCards(rows.length, windowed);
  return (
    <div className="resource-cards">
      {/* there before the rows too (disabled, as a table's header checkbox is), so the cards do not move down when they come */}
      {selection && (
        <div className="resource-cards__select-page">
          <PageCheckbox store={selection} rows={rows}>
            {parts.t('bulk.selectPage')}
          </PageCheckbox>
        </div>
      )}
      <LoadingCover spinning={loading}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <ul className="resource-cards__list" ref={list}>
            {before > 0 && <li aria-hidden className="resource-cards__room" style={{ height: before }} />}
            {rows.slice(start, end).map((record, i) => (
              <Card key={record.id} record={record} index={start + i} parts={parts} />
            ))}
            {after > 0 && <li aria-hidden className="resource-cards__room" style={{ height: after }} />}
          </ul>
        )}
      </LoadingCover>
      {footer}
      {/* not before the first rows: it would stand under the waiting block and be pushed down when they come */}
      {(rows.length > 0 || !loading) && <Pagination className="resource-cards__pagination" size="small" showSizeChanger {...pagination} />}
    </div>
  );
}

/**
 * Under 768 px (antd's `xs` or `sm`, not `md`): cards. That is a phone upright or on its side and a small
 * tablet upright, where a staff list's table, even with its less needed columns given way, is wider than
 * its box (the invoice, product, file and financial lists needed 630-733 px at 600-700 px) and scrolled
 * sideways. (A test's "every query matches" stand-in is a desktop; "none matches" is one too.)
 */
export function usePhoneCards(): boolean {
  const screens = useScreens();
  return (screens.xs === true || screens.sm === true) && screens.md !== true;
}
