/**
 * Saved views of a list (README.md): which columns show and in what order, and named filter presets.
 * Both live in the URL beside page, size, sorter and filters (`&columns=a,b,c&view=name`), so a view is
 * shared as a link; the signed-in user's stored choice (viewStore.ts) applies when the URL carries none.
 * A link naming only a shipped preset (`?view=waitingPayment`) gets that preset's filters and sorter.
 */
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/state/useAuth';
import type { ListParams } from '../useListParams';
import type { ResourcePreset } from '../viewTypes';
import { readStoredView, viewStorageKey, writeStoredView, type SavedPreset, type StoredView } from './viewStore';

export interface ViewPreset<F> {
  /** the URL's `view` value: a shipped preset's key or the user's own name */
  id: string;
  label: string;
  shipped: boolean;
  filters?: F;
  sorter?: string;
}

export interface ResourceViews<F> {
  /** the list state to load: the URL's, with a bare shipped `view` resolved to its filters and sorter */
  params: ListParams<F>;
  /** every declared column key, in declared order */
  declared: readonly string[];
  /** the keys shown, in order */
  visible: readonly string[];
  isDefaultColumns: boolean;
  setColumns(keys: readonly string[]): void;
  resetColumns(): void;
  presets: readonly ViewPreset<F>[];
  active?: ViewPreset<F>;
  applyPreset(preset: ViewPreset<F>): void;
  /** Saves the current filters and sorter under `name` (a saved name is replaced); false when the name is a shipped one. */
  savePreset(name: string): boolean;
  removePreset(name: string): void;
}

interface ViewsResource<F> {
  name: string;
  columns: readonly { key: string }[];
  presets?: readonly ResourcePreset<F>[];
  defaultSorter?: string;
}

/** Known keys of `keys`, once each, in their order; undefined when none is left. */
function known(keys: readonly string[] | undefined, declared: readonly string[]): string[] | undefined {
  const out = [...new Set(keys ?? [])].filter((k) => declared.includes(k));
  return out.length ? out : undefined;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

export function useResourceViews<F extends object>(
  resource: ViewsResource<F>,
  url: ListParams<F>,
  update: (next: Partial<ListParams<F>>) => void,
): ResourceViews<F> {
  const intl = useIntl();
  const userId = useAuth().user?.id ?? 'anonymous';
  const storageKey = viewStorageKey(userId, resource.name);
  const [state, setState] = useState<{ key: string; view: StoredView }>(() => ({ key: storageKey, view: readStoredView(userId, resource.name) }));
  let stored = state.view;
  // another user signed in (or another list): read theirs; adjusted while rendering, not in an effect
  if (state.key !== storageKey) {
    stored = readStoredView(userId, resource.name);
    setState({ key: storageKey, view: stored });
  }
  const store = useCallback(
    (change: (view: StoredView) => StoredView) => {
      setState((current) => {
        const base = current.key === storageKey ? current.view : readStoredView(userId, resource.name);
        const view = change(base);
        writeStoredView(userId, resource.name, view);
        return { key: storageKey, view };
      });
    },
    [storageKey, userId, resource.name],
  );

  const declared = useMemo(() => resource.columns.map((c) => c.key), [resource.columns]);
  const visible = useMemo(() => known(url.columns, declared) ?? known(stored.columns, declared) ?? declared, [url.columns, stored.columns, declared]);

  const setColumns = useCallback(
    (keys: readonly string[]) => {
      const chosen = known(keys, declared);
      const columns = chosen && !same(chosen, declared) ? chosen : undefined;
      store((view) => ({ ...view, columns }));
      update({ columns });
    },
    [declared, store, update],
  );
  const resetColumns = useCallback(() => {
    store((view) => ({ ...view, columns: undefined }));
    update({ columns: undefined });
  }, [store, update]);

  const presets = useMemo<ViewPreset<F>[]>(
    () => [
      ...(resource.presets ?? []).map((p) => ({ id: p.key, label: intl.formatMessage({ id: p.label }), shipped: true, filters: p.filters, sorter: p.sorter })),
      ...(stored.presets ?? []).map((p: SavedPreset) => ({ id: p.name, label: p.name, shipped: false, filters: p.filters as F | undefined, sorter: p.sorter })),
    ],
    [resource.presets, stored.presets, intl],
  );
  const active = url.view ? presets.find((p) => p.id === url.view) : undefined;

  const params = useMemo<ListParams<F>>(() => {
    // a bare link `?view=key`: nothing else of the list state in the URL, so the preset gives it
    if (active && !url.filters && url.sorter === resource.defaultSorter && (active.filters || active.sorter)) {
      return { ...url, filters: active.filters, sorter: active.sorter ?? resource.defaultSorter };
    }
    return url;
  }, [active, url, resource.defaultSorter]);

  const applyPreset = useCallback(
    (preset: ViewPreset<F>) => update({ filters: preset.filters, sorter: preset.sorter, view: preset.id, page: 1 }),
    [update],
  );
  const savePreset = useCallback(
    (raw: string) => {
      const name = raw.trim();
      if (!name || presets.some((p) => p.shipped && (p.id === name || p.label === name))) return false;
      const preset: SavedPreset = { name, filters: params.filters as Record<string, unknown> | undefined, sorter: params.sorter };
      store((view) => ({ ...view, presets: [...(view.presets ?? []).filter((p) => p.name !== name), preset] }));
      update({ view: name });
      return true;
    },
    [presets, params.filters, params.sorter, store, update],
  );
  const removePreset = useCallback(
    (name: string) => {
      store((view) => ({ ...view, presets: (view.presets ?? []).filter((p) => p.name !== name) }));
      if (url.view === name) update({ view: undefined });
    },
    [store, update, url.view],
  );

  return {
    params,
    declared,
    visible,
    isDefaultColumns: same(visible, declared),
    setColumns,
    resetColumns,
    presets,
    active,
    applyPreset,
    savePreset,
    removePreset,
  };
}
