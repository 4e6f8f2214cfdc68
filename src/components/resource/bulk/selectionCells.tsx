/**
 * The selection's parts inside a list: each row's checkbox, the header's "select all on this page"
 * checkbox and the row that marks itself selected. Each reads the selection store (selectionStore.ts)
 * itself, so a tick re-renders the ticked row's checkbox and `<tr>` class and the header's checkbox,
 * and "select all on this page" re-renders the checkboxes, never the rows' cells. The table keeps
 * antd's look: the column and row carry antd's own selection classes.
 */
import { createContext, memo, useContext, type HTMLAttributes } from 'react';
import { Checkbox } from 'antd';
import { pageSelection, useIsSelected, useSelectionVersion, type SelectionStore } from './selectionStore';

/** The key of the checkbox column (the first column of a selectable list). */
export const SELECT_COLUMN = '__select';
/** antd's class of a selection column (its width, alignment and padding come with it). */
export const SELECT_COLUMN_CLASS = 'ant-table-selection-column';
const SELECTED_ROW_CLASS = 'ant-table-row-selected';

type AnyStore = SelectionStore<{ id: string }>;

/** The list's selection store, for the row components antd renders (`components.body.row`). */
export const SelectionStoreContext = createContext<AnyStore | null>(null);

export const RowCheckbox = memo(function RowCheckbox<T extends { id: string }>({ store, record, label }: { store: SelectionStore<T>; record: T; label: string }) {
  const checked = useIsSelected(store, record.id);
  return <Checkbox checked={checked} aria-label={label} onChange={(e) => store.set([record], e.target.checked)} />;
}) as <T extends { id: string }>(props: { store: SelectionStore<T>; record: T; label: string }) => React.ReactElement;

/** "Select all on this page": checked when every row of the page is, half when some are. */
export function PageCheckbox<T extends { id: string }>({ store, rows, label, children }: { store: SelectionStore<T>; rows: readonly T[]; label?: string; children?: React.ReactNode }) {
  useSelectionVersion(store);
  const { state } = pageSelection(store, rows);
  return (
    <Checkbox
      checked={rows.length > 0 && state === 'all'}
      indeterminate={state === 'some'}
      disabled={rows.length === 0}
      aria-label={label}
      onChange={(e) => store.set(rows, e.target.checked)}
    >
      {children}
    </Checkbox>
  );
}

type RowProps = HTMLAttributes<HTMLElement> & { 'data-row-key'?: string | number; ref?: React.Ref<HTMLElement> };

function useSelectedClass(props: RowProps): string | undefined {
  const store = useContext(SelectionStoreContext);
  const key = props['data-row-key'];
  const selected = useIsSelected(store ?? NO_STORE, key === undefined ? undefined : String(key));
  return selected ? [props.className, SELECTED_ROW_CLASS].filter(Boolean).join(' ') : props.className;
}

const NO_STORE: AnyStore = {
  current: () => new Map(),
  has: () => false,
  size: 0,
  version: () => 0,
  set: () => undefined,
  replace: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
};

/** A table row (`components.body.row`) that marks itself selected; its cells are antd's, untouched by a tick. */
export function SelectableTableRow(props: RowProps) {
  return <tr {...(props as HTMLAttributes<HTMLTableRowElement>)} className={useSelectedClass(props)} />;
}

/** The same row of antd's virtual table, whose rows are `div`s. */
export function SelectableVirtualRow(props: RowProps) {
  return <div {...(props as HTMLAttributes<HTMLDivElement>)} className={useSelectedClass(props)} />;
}
