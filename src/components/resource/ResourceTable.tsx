/**
 * The table of a resource list, built so that one row's change re-renders one row (README.md, "Speed"):
 *
 * - `ResourceCell` and `RowMenu` are memoised on the record and on a setup object made once per set of
 *   columns, so a row renders again only when its record does (a reload keeps unchanged records: RTK
 *   Query's structural sharing); a switch's optimistic move and a row menu's opening stay inside their cell.
 * - `ResourceTable` is antd's Table behind `memo`: antd re-renders every row and cell whenever its
 *   Table renders, so nothing that changes while the page is in use (the selection, the bulk bar, a
 *   reload's loading flag, the open modal) is one of its props. The loading spinner is drawn over it,
 *   and the hovered row by CSS (antd re-renders two rows on each move of the mouse across rows).
 */
import { memo, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button, ConfigProvider, Dropdown, Menu, Table, type MenuProps, type MenuRef, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { DateText } from '@/components/JalaliDate';
import { IconsStyledByAntd } from '@/components/IconsStyledByAntd';
import { Ltr } from '@/components/Ltr';
import { LinkCell, NumberCell, TagsCell, ToggleCell } from './cells';
import { EditableTextCell } from './EditableTextCell';
import { LoadingCover } from './LoadingCover';
import type { ApiThunk, ResourceColumn, ResourceOperation } from './types';
import './resourceTable.css';

/** What a declared column's cells need, made once per set of columns (so the cells can be memoised). */
export interface CellSpec<T> {
  column: ResourceColumn<T>;
  /** the column's title in the language (the switch's and the input's accessible name) */
  title: string;
  toggleCall?: (record: T, value: boolean) => ApiThunk;
  numberCall?: (record: T, value: number) => ApiThunk;
}

function ResourceCellView<T>({ record, spec }: { record: T; spec: CellSpec<T> }): ReactNode {
  const intl = useIntl();
  const { column, title, toggleCall, numberCall } = spec;
  const value = (record as Record<string, unknown>)[column.key];
  if (toggleCall) {
    return <ToggleCell checked={Boolean(value)} label={title} labels={column.toggleLabels} call={(next) => toggleCall(record, next)} />;
  }
  if (numberCall) {
    return <NumberCell value={typeof value === 'number' ? value : Number(value) || undefined} label={title} call={(next) => numberCall(record, next)} />;
  }
  if (column.editableText) {
    const { save, maxLength } = column.editableText;
    return <EditableTextCell value={value == null ? '' : String(value as string)} label={title} maxLength={maxLength} call={(next) => save(record, next)} />;
  }
  if (column.tags) return <TagsCell tags={column.tags(record)} />;
  let content: ReactNode;
  if (column.render) content = column.render(record);
  else if (column.date) content = <DateText value={value as string} withTime />;
  // a number in the language's digits (Persian in fa), without grouping: an invoice number is a name, not an amount
  else if (typeof value === 'number') content = intl.formatNumber(value, { useGrouping: false });
  else content = value == null ? '' : String(value as string);
  if (column.ltr) content = <Ltr>{content}</Ltr>;
  return column.link ? (
    <LinkCell record={record} column={column}>
      {content}
    </LinkCell>
  ) : (
    content
  );
}

/** One cell of a declared column; renders again only for another record or another set of columns. */
export const ResourceCell = memo(ResourceCellView) as typeof ResourceCellView;

/** What every row's menu shares, made once per set of columns; the handlers keep their identity. */
export interface RowMenuSetup<T, F> {
  canEdit: boolean;
  canEditRow?(record: T): boolean;
  removable: boolean;
  canRemoveRow?(record: T): boolean;
  operations: readonly ResourceOperation<T, F>[];
  t(id: string): string;
  openEdit(record: T): void;
  confirmDelete(record: T): void;
  runOperation(op: ResourceOperation<T, F>, record: T): void;
}

/**
 * A row's menu, rendered again only for other items. antd's Dropdown builds its Menu anew each time it
 * renders, and opening it is such a render: the menu and every item in it (each wraps a Tooltip)
 * rendered again for the press. Given the same items and the popup's same ref, this one is kept.
 */
const RowMenuItems = memo(function RowMenuItems({ menu, ref }: { menu: MenuProps; ref?: Ref<MenuRef> }) {
  return <Menu {...menu} ref={ref} />;
});

/** How long the pointer stays on a row menu's button before its dropdown is mounted (a pointer on its way elsewhere moves on sooner). */
const POINTER_REST_MS = 80;

function RowMenuView<T, F>({ record, setup }: { record: T; setup: RowMenuSetup<T, F> }) {
  const { t } = setup;
  // antd's Dropdown (its trigger, its hidden popup and the menu in it) is mounted for a row when the
  // pointer rests on the button or the button takes focus, not for every row: the press then only shows a
  // menu that is there already. A pointer passing over the column mounts none (each costs a render). The
  // dropdown is anchored to a box laid over the button, not wrapped around it, so the button stays the same
  // element (a press aimed at it is never lost to a swap).
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // the press that closes the open menu: antd closes it as the press starts, and the click must not reopen it
  const closingPress = useRef(false);
  const arm = () => setArmed(true);
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  // the same items (and menu) from one render of the row to the next: opening it re-renders no item
  const menu = useMemo(
    () => ({
      items: !armed
        ? []
        : [
            ...(setup.canEdit && (setup.canEditRow?.(record) ?? true) ? [{ key: 'edit', icon: <EditOutlined />, label: t('common.edit'), onClick: () => setup.openEdit(record) }] : []),
            ...setup.operations
              .filter((op) => !op.hidden?.(record))
              .map((op) => ({
                key: op.key,
                icon: op.icon,
                danger: op.danger,
                disabled: op.disabled?.(record) ?? false,
                label: t(op.label),
                onClick: () => setup.runOperation(op, record),
              })),
            // destructive last: delete after the screen's own operations
            ...(setup.removable && (setup.canRemoveRow?.(record) ?? true)
              ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete'), onClick: () => setup.confirmDelete(record) }]
              : []),
          ],
    }),
    [armed, record, setup, t],
  );
  const empty = armed && menu.items.length === 0;
  const renderMenu = useCallback(() => <RowMenuItems menu={menu} />, [menu]);
  const onOpenChange = (next: boolean) => {
    // closed by Escape or Tab in the menu: the focus goes back to the button (antd gives it to the anchor)
    if (!next && document.activeElement?.closest('[role="menu"]')) button.current?.focus();
    setOpen(next);
  };
  return (
    <span className="resource-row-menu">
      <Button
        ref={button}
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('common.operations')}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={empty}
        onPointerEnter={() => {
          if (!armed) resting.current = setTimeout(arm, POINTER_REST_MS);
        }}
        onPointerLeave={() => clearTimeout(resting.current)}
        onFocus={arm}
        onPointerDown={() => {
          closingPress.current = open;
        }}
        onClick={() => {
          if (closingPress.current) {
            closingPress.current = false;
            return;
          }
          arm();
          setOpen(true);
        }}
      />
      {armed && (
        <Dropdown
          menu={menu}
          popupRender={renderMenu}
          trigger={['click']}
          open={open && !empty}
          onOpenChange={onOpenChange}
          forceRender
          // shown at once, without antd's slide: its steps (measure, prepare, start, end) are renders and
          // frames of their own, each laying out and painting the 100-row page under it again
          transitionName=""
        >
          <span className="resource-row-menu__anchor" aria-hidden />
        </Dropdown>
      )}
    </span>
  );
}

/** A row's operations menu (edit, the screen's operations, delete last). */
export const RowMenu = memo(RowMenuView) as typeof RowMenuView;

/**
 * antd writes a component's styles the first time it renders (CSS-in-JS), and a new stylesheet makes
 * the browser recompute the styles of the whole page: ~0.2 s of a 100-row list's first menu opening.
 * The row menu's popup (antd's Menu under the dropdown's class prefix) is first rendered when someone
 * opens a menu; this keeps an empty one, hidden, from the first idle moment after the rows are shown,
 * so its styles (and its CSS variables, which antd removes again when no such menu is mounted) are
 * already in the page when the first menu opens.
 */
export function RowMenuStyles() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 500);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <div hidden>
      <Menu prefixCls={getPrefixCls('dropdown-menu')} mode="vertical" selectable={false} items={[]} />
    </div>
  );
}

export type ResourceTableProps<T> = Omit<TableProps<T>, 'loading'> & { spinning: boolean };

/**
 * No click wave in the rows: antd's wave reads the clicked control's computed style after the click,
 * which makes the browser recompute the styles of the whole table at once ("select all": 100 rows).
 */
const NO_WAVE = { disabled: true };

function ResourceTableView<T extends { id: string }>({ spinning, ...props }: ResourceTableProps<T>) {
  return (
    <ConfigProvider wave={NO_WAVE}>
      <IconsStyledByAntd>
        <LoadingCover spinning={spinning}>
          <MemoTable<T> {...props} />
        </LoadingCover>
      </IconsStyledByAntd>
    </ConfigProvider>
  );
}

function TableView<T extends { id: string }>(props: TableProps<T>) {
  // the hovered row is drawn by CSS (resourceTable.css), not re-rendered from a mouse handler
  return <Table<T> rowHoverable={false} {...props} />;
}
const MemoTable = memo(TableView) as typeof TableView;

/** antd's Table, rendered again only when one of its (memoised) props changes; `spinning` draws the loading state around it. */
export const ResourceTable = ResourceTableView;
