/**
 * A list at phone width (under 576 px, where a table would scroll sideways): one card per row with its row number,
 * main field and operations menu on top and the other phone columns (those without a `responsive`
 * limit or a `priority`) below, switches and inline numbers included; the rest of the row's columns
 * under "More" (a disclosure), so nothing the table shows is out of reach; the checkboxes and "select
 * all on this page" when the list is selectable; the pager keeps its page-size changer. The cards render
 * the table's own columns, so a cell looks and behaves the same in both. Any table of the app can use
 * them (the admin lists, the sessions page): the row number's column has the key `ROW_COLUMN`, the
 * operations' `OPERATIONS_COLUMN`.
 */
import type { Key, ReactNode } from 'react';
import { Checkbox, Empty, Pagination, Spin, type PaginationProps, type TableColumnType } from 'antd';
import { useScreens } from '@/components/useScreens';
import { useIntl } from 'react-intl';
import type { CardSelection } from './bulk/useResourceBulk';
import './resourceCards.css';

export interface ResourceCardsProps<T extends { id: string }> {
  /** The table's columns (row number first, operations last). */
  columns: readonly TableColumnType<T>[];
  docs: readonly T[] | undefined;
  loading: boolean;
  selection?: CardSelection<T>;
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

export function ResourceCards<T extends { id: string }>({ columns, docs, loading, selection, rowClassName, emptyText, pagination, footer }: ResourceCardsProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rowNumber = columns.find((c) => c.key === ROW);
  const operations = columns.find((c) => c.key === OPERATIONS);
  const declared = columns.filter((c) => c.key !== ROW && c.key !== OPERATIONS);
  const main = declared.at(0);
  const rest = declared.slice(1);
  // the phone's fields: the columns the table would also show at phone width, and the row's first date
  // (when it was made or paid is what tells two similar rows apart)
  const date = rest.find((c) => hasClass(c, DATE_COLUMN));
  const fields = rest.filter((c) => ((!c.responsive || c.responsive.includes('xs')) && !hasClass(c, PRIORITY_COLUMN)) || c === date);
  // the row's other columns: under "More", so a card reaches what the table shows
  const more = rest.filter((c) => !fields.includes(c));
  const rows = docs ?? [];
  return (
    <div className="resource-cards">
      {selection && rows.length > 0 && (
        <Checkbox
          className="resource-cards__select-page"
          checked={selection.pageState === 'all'}
          indeterminate={selection.pageState === 'some'}
          onChange={(e) => selection.togglePage(e.target.checked)}
        >
          {t('bulk.selectPage')}
        </Checkbox>
      )}
      <Spin spinning={loading}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <ul className="resource-cards__list">
            {rows.map((record, index) => {
              const number = rowNumber ? cell(rowNumber, record, index) : index + 1;
              const checked = selection?.isSelected(record) ?? false;
              return (
                <li
                  key={record.id}
                  data-row-key={record.id}
                  className={['resource-card', checked ? 'resource-card--selected' : '', rowClassName?.(record) ?? ''].filter(Boolean).join(' ')}
                  aria-label={t('bulk.card', { row: String(number) })}
                >
                  <div className="resource-card__head">
                    {selection && <Checkbox checked={checked} aria-label={t('bulk.selectRow')} onChange={(e) => selection.toggle(record, e.target.checked)} />}
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
            })}
          </ul>
        )}
      </Spin>
      {footer}
      <Pagination className="resource-cards__pagination" size="small" showSizeChanger {...pagination} />
    </div>
  );
}

/** Under 576 px (antd's `xs`, and not `sm`: a test's "every query matches" stand-in is a desktop): cards. */
export function usePhoneCards(): boolean {
  const screens = useScreens();
  return screens.xs === true && screens.sm !== true;
}
