/**
 * A signed-in user's saved view of one list, kept in localStorage under the user's id and the
 * resource's name (`resource-view:<userId>:<resource>`): the chosen columns (visible, in order) and the
 * named filter presets the user saved. Unreadable or foreign values are ignored, never trusted.
 */
export interface SavedPreset {
  name: string;
  filters?: Record<string, unknown>;
  sorter?: string;
}

export interface StoredView {
  columns?: string[];
  presets?: SavedPreset[];
}

export const viewStorageKey = (userId: string, resource: string) => `resource-view:${userId}:${resource}`;

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredView(userId: string, resource: string): StoredView {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(viewStorageKey(userId, resource)) ?? 'null');
    if (!isRecord(value)) return {};
    const columns = Array.isArray(value.columns) ? value.columns.filter((c): c is string => typeof c === 'string') : undefined;
    const presets = Array.isArray(value.presets)
      ? value.presets
          .filter((p): p is Record<string, unknown> => isRecord(p) && typeof p.name === 'string' && p.name.trim() !== '')
          .map((p) => ({
            name: String(p.name),
            filters: isRecord(p.filters) ? p.filters : undefined,
            sorter: typeof p.sorter === 'string' ? p.sorter : undefined,
          }))
      : undefined;
    return { columns: columns?.length ? columns : undefined, presets: presets?.length ? presets : undefined };
  } catch {
    return {};
  }
}

export function writeStoredView(userId: string, resource: string, view: StoredView): void {
  const key = viewStorageKey(userId, resource);
  try {
    if (!view.columns?.length && !view.presets?.length) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(view));
  } catch {
    // storage full or refused (private mode): the view still lives in the URL
  }
}
