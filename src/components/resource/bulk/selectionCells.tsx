/**
 * The selection's parts inside a list: each row's checkbox, the header's "select all on this page"
 * checkbox and the row that marks itself selected. Each reads the selection store (selectionStore.ts)
 * itself, so a tick re-renders the ticked row's checkbox and `<tr>` class and the header's checkbox,
 * and "select all on this page" re-renders the checkboxes, never the rows' cells, and those after the
 * press has painted (useShownSelected: the header and the bulk bar first). The table keeps
 * antd's look: the column and row carry antd's own selection classes.
 */
import { createContext, memo, useCallback, useContext, type HTMLAttributes } from 'react';
import { Checkbox } from 'antd';
import { NO_SELECTION, pageSelection, useSelectionVersion, useShownSelected, type SelectionStore } from './selectionStore';

/** The key of the checkbox column (the first column of a selectable list). */
export const SELECT_COLUMN = '__select';
/** antd's class of a selection column (its width, alignment and padding come with it). */
export const SELECT_COLUMN_CLASS = 'ant-table-selection-column';
const SELECTED_ROW_CLASS = 'ant-table-row-selected';

type AnyStore = SelectionStore<{ id: string }>;

/** The list's selection store, for the row components antd renders (`components.body.row`). */
export const SelectionStoreContext = createContext<AnyStore | null>(null);

/** antd's checkbox of one row, behind `memo`: the urgent render of a many-row change stops here (useShownSelected). */
const RowCheckboxView = memo(function RowCheckboxView({ checked, label, onChange }: { checked: boolean; label: string; onChange: (on: boolean) => void }) {
  return <Checkbox checked={checked} aria-label={label} onChange={(e) => onChange(e.target.checked)} />;
});

export const RowCheckbox = memo(function RowCheckbox<T extends { id: string }>({ store, record, label }: { store: SelectionStore<T>; record: T; label: string }) {
  const checked = useShownSelected(store, record.id);
  const onChange = useCallback((on: boolean) => store.set([record], on), [store, record]);
  return <RowCheckboxView checked={checked} label={label} onChange={onChange} />;
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
  // (a row's cells are the same elements whichever the answer: the urgent render of a many-row change
  // re-renders the <tr> alone, with its old class)
  const selected = useShownSelected(store ?? NO_SELECTION, key === undefined ? undefined : String(key));
  return selected ? [props.className, SELECTED_ROW_CLASS].filter(Boolean).join(' ') : props.className;
}

/** A table row (`components.body.row`) that marks itself selected; its cells are antd's, untouched by a tick. */
export function SelectableTableRow(props: RowProps) {
  return <tr {...(props as HTMLAttributes<HTMLTableRowElement>)} className={useSelectedClass(props)} />;
}

/** The same row of antd's virtual table, whose rows are `div`s. */
export function SelectableVirtualRow(props: RowProps) {
  return <div {...(props as HTMLAttributes<HTMLDivElement>)} className={useSelectedClass(props)} />;
}
