/**
 * Keeps the browser mock's database (`npm start`) across reloads and tabs, like a server keeps its data.
 *
 * - At start the stored state is restored into `db` (and the mock clock goes on from where it was).
 *   A state saved from another seed (the fingerprint of the freshly seeded data differs) is discarded
 *   with a console note, never half-applied.
 * - After every call that changes data the whole database is written again before the answer goes
 *   back (writes are coalesced: one at a time, the next one as soon as it ends), so what the mock has
 *   accepted survives a reload; a write still pending is flushed when the page is hidden.
 * - Other tabs hear of each write on a BroadcastChannel and load it before they answer their next call.
 * - `?mock-reset=1` in any address starts again from the seed (and tells the other tabs).
 *
 * The storage is IndexedDB (the seeded data is several megabytes; localStorage holds too little).
 * The storage and channel are injectable, so the rules above are unit-tested without a browser.
 */
import { clockStart, restartClock, setClockStart } from './db/clock';
import { createDb, db } from './db/state';
import type { Db } from './db/types';

export interface StoredState {
  fingerprint: string;
  savedAt: number;
  clockStart: number;
  db: Db;
}

/** Where the state is kept: IndexedDB in the browser, a Map in unit tests. */
export interface StateStorage {
  load(): Promise<StoredState | undefined>;
  save(state: StoredState): Promise<void>;
  clear(): Promise<void>;
}

export interface StateChannel {
  post(message: ChannelMessage): void;
  listen(onMessage: (message: ChannelMessage) => void): void;
}

export type ChannelMessage = { type: 'saved'; savedAt: number; tab: string } | { type: 'reset'; tab: string };

export const RESET_PARAMETER = 'mock-reset';

/** FNV-1a over the JSON of a database: equal seeds give equal fingerprints. */
export function fingerprintOf(data: Db): string {
  const text = JSON.stringify(data);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${data.version}:${text.length}:${(h >>> 0).toString(16)}`;
}

/** GET calls that change data (everything else that changes data is POST, PUT or DELETE). */
const CHANGING_GETS = [/\/auth\/v1\/user\/logout\/?$/, /\/site\/v1\/post\/(?!all$|category(\/|$))[^/]+$/];

export function changesData(method: string, url: string): boolean {
  const m = method.toUpperCase();
  if (m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS') return true;
  if (m !== 'GET') return false;
  const path = new URL(url, 'http://localhost').pathname;
  return CHANGING_GETS.some((re) => re.test(path));
}

function applyState(stored: StoredState): void {
  const fresh = stored.db;
  for (const key of Object.keys(db) as (keyof Db)[]) if (!(key in fresh)) delete (db as Partial<Db>)[key];
  Object.assign(db, fresh);
  setClockStart(stored.clockStart);
}

export interface PersistenceOptions {
  storage: StateStorage;
  channel?: StateChannel;
  /** true when the page was opened with `?mock-reset=1` */
  reset?: boolean;
  log?: (message: string) => void;
}

export interface Persistence {
  /** How the state was obtained at start. */
  readonly origin: 'restored' | 'seeded' | 'discarded' | 'reset';
  /** Notes a change and resolves once it is stored. */
  commit(): Promise<void>;
  /** Writes a pending change now (page hidden or unloading). */
  flush(): Promise<void>;
  /** Resolves once a state loaded from another tab is in place (awaited before each call). */
  ready(): Promise<void>;
  /** Loads what another tab wrote, if it is newer than what this tab has. */
  refresh(): Promise<void>;
}

export async function startPersistence(options: PersistenceOptions): Promise<Persistence> {
  const { storage, channel, log = (m) => console.info(m) } = options;
  const tab = Math.random().toString(36).slice(2);
  const fingerprint = fingerprintOf(db);
  let lastSavedAt = 0;
  let origin: Persistence['origin'] = 'seeded';

  if (options.reset) {
    await storage.clear();
    channel?.post({ type: 'reset', tab });
    origin = 'reset';
    log('[mock] Started again from the seed (mock-reset); the stored state was cleared.');
  } else {
    let stored: StoredState | undefined;
    try {
      stored = await storage.load();
    } catch (error) {
      log(`[mock] Could not read the stored state (${String(error)}); starting from the seed.`);
    }
    if (stored && stored.fingerprint === fingerprint) {
      applyState(stored);
      lastSavedAt = stored.savedAt;
      origin = 'restored';
      log(`[mock] State restored from ${new Date(stored.savedAt).toLocaleString()}. Add ?${RESET_PARAMETER}=1 to the address to start again from the seed.`);
    } else if (stored) {
      await storage.clear();
      origin = 'discarded';
      log('[mock] The stored state was saved from an older seed and was discarded; starting from the seed.');
    }
  }

  let dirty = false;
  let writing: Promise<void> | null = null;
  let loading: Promise<void> | null = null;

  const write = async (): Promise<void> => {
    while (writing) await writing;
    if (!dirty) return;
    dirty = false;
    const savedAt = Math.max(Date.now(), lastSavedAt + 1);
    lastSavedAt = savedAt;
    // IndexedDB copies the object when `put` is called, so later changes do not leak into this write.
    writing = storage
      .save({ fingerprint, savedAt, clockStart: clockStart(), db })
      .then(() => channel?.post({ type: 'saved', savedAt, tab }))
      .catch((error: unknown) => log(`[mock] Could not store the state: ${String(error)}`))
      .finally(() => {
        writing = null;
      });
    await writing;
  };

  const load = (onlyIfNewer: boolean): Promise<void> => {
    loading = (async () => {
      const stored = await storage.load().catch(() => undefined);
      if (!stored) {
        if (!onlyIfNewer) {
          Object.assign(db, createDb());
          restartClock();
          lastSavedAt = 0;
        }
        return;
      }
      if (stored.fingerprint !== fingerprint || (onlyIfNewer && stored.savedAt <= lastSavedAt)) return;
      applyState(stored);
      lastSavedAt = stored.savedAt;
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  channel?.listen((message) => {
    if (message.tab === tab) return;
    if (message.type === 'reset') void load(false);
    else if (message.savedAt > lastSavedAt) void load(true);
  });

  return {
    origin,
    commit() {
      dirty = true;
      return write();
    },
    flush: write,
    async ready() {
      if (loading) await loading;
    },
    refresh: () => load(true),
  };
}

/** The IndexedDB store of the browser mock: database `shop-mock`, one record. */
export function indexedDbStorage(name = 'shop-mock'): StateStorage {
  const STORE = 'state';
  const KEY = 'db';
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
    }));
  const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> =>
    open().then(
      (database) =>
        new Promise<T>((resolve, reject) => {
          const tx = database.transaction(STORE, mode);
          const request = act(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(request.result as T);
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
          tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
        }),
    );
  return {
    load: () => run<StoredState | undefined>('readonly', (store) => store.get(KEY)),
    save: (state) => run<void>('readwrite', (store) => store.put(state, KEY)),
    clear: () => run<void>('readwrite', (store) => store.delete(KEY)),
  };
}

export function broadcastChannel(name = 'shop-mock'): StateChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => {
      channel.onmessage = (event: MessageEvent<ChannelMessage>) => onMessage(event.data);
    },
  };
}
