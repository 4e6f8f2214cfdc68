/**
 * The selected rows of a resource list, kept outside React's state so that ticking one row re-renders
 * that row's checkbox (and the bar that counts them), not the table: each row subscribes to its own
 * "is it selected" (`useIsSelected`, useSyncExternalStore), which changes for that row alone, and the
 * few parts that show the whole selection (the bulk bar, the page's header checkbox, the toolbar)
 * subscribe to its version. The selection is every selected record, across pages, in the order chosen.
 */
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';

export interface SelectionStore<T extends { id: string }> {
  /** The selected records by id, in the order they were chosen (read it, do not keep it: it changes in place). */
  current(): ReadonlyMap<string, T>;
  has(id: string): boolean;
  readonly size: number;
  /** Bumped on every change: what a subscriber compares. */
  version(): number;
  /** How many rows the last change touched (a tick: one; "select all on this page": the page's; a replacement: those it cleared and those it chose). */
  lastChangeSize(): number;
  /** Selects (`on`) or deselects these records. */
  set(records: readonly T[], on: boolean): void;
  /** The selection becomes exactly these records. */
  replace(records: Iterable<T>): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createSelectionStore<T extends { id: string }>(): SelectionStore<T> {
  const selected = new Map<string, T>();
  const listeners = new Set<() => void>();
  let version = 0;
  let lastChangeSize = 0;
  const changed = (size: number) => {
    version += 1;
    lastChangeSize = size;
    listeners.forEach((listener) => listener());
  };
  return {
    current: () => selected,
    has: (id) => selected.has(id),
    get size() {
      return selected.size;
    },
    version: () => version,
    lastChangeSize: () => lastChangeSize,
    set(records, on) {
      let size = 0;
      for (const record of records) {
        if (on === selected.has(record.id)) continue;
        if (on) selected.set(record.id, record);
        else selected.delete(record.id);
        size += 1;
      }
      if (size) changed(size);
    },
    replace(records) {
      const before = selected.size;
      selected.clear();
      for (const record of records) selected.set(record.id, record);
      if (before || selected.size) changed(before + selected.size);
    },
    clear() {
      if (!selected.size) return;
      const size = selected.size;
      selected.clear();
      changed(size);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store with nothing selected that never changes: for a list without a selection (hooks are called all the same). */
export const NO_SELECTION: SelectionStore<{ id: string }> = {
  current: () => new Map(),
  has: () => false,
  size: 0,
  version: () => 0,
  lastChangeSize: () => 0,
  set: () => undefined,
  replace: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
};

/** Whether one row is selected; re-renders its caller only when that row's answer changes. */
export function useIsSelected<T extends { id: string }>(store: SelectionStore<T>, id: string | undefined): boolean {
  const read = useCallback(() => (id === undefined ? false : store.has(id)), [store, id]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Whether one row shows as selected. A change of many rows at once ("select all on this page", clearing
 * the selection) is shown deferred (React's `useDeferredValue`): the press paints at once (the header's
 * checkbox, the bulk bar) and the rows' checkboxes follow in React's background render, in slices,
 * instead of one long task of a hundred checkboxes before the next paint. A single row's tick is shown at
 * once. The caller renders what depends on the answer through `memo`, so that the first, urgent render
 * stops at it.
 */
export function useShownSelected<T extends { id: string }>(store: SelectionStore<T>, id: string | undefined): boolean {
  const selected = useIsSelected(store, id);
  const deferred = useDeferredValue(selected);
  return store.lastChangeSize() > 1 ? deferred : selected;
}

/** The selection's version: re-renders its caller on every change (the bar, the header checkbox, the toolbar). */
export function useSelectionVersion<T extends { id: string }>(store: SelectionStore<T>): number {
  return useSyncExternalStore(store.subscribe, store.version, store.version);
}

/** How much of `rows` is selected: the "select all on this page" checkbox's state. */
export function pageSelection<T extends { id: string }>(store: SelectionStore<T>, rows: readonly T[]): { count: number; state: 'none' | 'some' | 'all' } {
  let count = 0;
  for (const row of rows) if (store.has(row.id)) count += 1;
  return { count, state: count === 0 ? 'none' : count === rows.length ? 'all' : 'some' };
}
