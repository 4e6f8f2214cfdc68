/**
 * How a row shows its selection (src/components/resource/bulk/selectionStore.ts, useShownSelected):
 * a tick shows in the render it causes; a change of many rows at once shows in the render after, so
 * the press paints first (the header's checkbox, the bulk bar) and the rows' checkboxes follow.
 */
import { act, render } from '@testing-library/react';
import { createSelectionStore, useShownSelected, type SelectionStore } from '@/components/resource/bulk/selectionStore';

type Row = { id: string };
const ROWS: Row[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

/** Each row's shown value, render by render. */
function renderRows(store: SelectionStore<Row>) {
  const seen: Record<string, boolean[]> = { a: [], b: [], c: [] };
  function RowView({ id }: { id: string }) {
    const shown = useShownSelected(store, id);
    seen[id].push(shown);
    return <span>{shown ? `${id} on` : `${id} off`}</span>;
  }
  const view = render(
    <>
      {ROWS.map((row) => (
        <RowView key={row.id} id={row.id} />
      ))}
    </>,
  );
  return { seen, view };
}

describe('useShownSelected', () => {
  it('shows a tick in the render it causes', () => {
    const store = createSelectionStore<Row>();
    const { seen, view } = renderRows(store);
    act(() => store.set([ROWS[1]], true));
    expect(seen.b.slice(0, 2)).toEqual([false, true]);
    // the other rows did not render
    expect(seen.a).toEqual([false]);
    expect(view.container.textContent).toBe('a offb onc off');
  });

  it('shows a change of many rows in the render after the urgent one, then every row has it', () => {
    const store = createSelectionStore<Row>();
    const { seen, view } = renderRows(store);
    act(() => store.set(ROWS, true));
    // urgent render: the old answer; the deferred one: the new
    for (const id of ['a', 'b', 'c']) expect(seen[id]).toEqual([false, false, true]);
    expect(view.container.textContent).toBe('a onb onc on');

    act(() => store.clear());
    for (const id of ['a', 'b', 'c']) expect(seen[id].slice(-2)).toEqual([true, false]);
    expect(view.container.textContent).toBe('a offb offc off');
  });

  it('counts the rows a change turned on or off', () => {
    const store = createSelectionStore<Row>();
    store.set(ROWS, true);
    expect(store.lastChangeSize()).toBe(3);
    store.set([ROWS[0]], false);
    expect(store.lastChangeSize()).toBe(1);
    // a row already in the state asked is not a change
    store.set(ROWS, true);
    expect(store.lastChangeSize()).toBe(1);
    store.replace([ROWS[2]]);
    expect(store.lastChangeSize()).toBe(4);
  });
});
