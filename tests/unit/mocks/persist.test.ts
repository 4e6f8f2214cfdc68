/** The browser mock's stored state (mocks/persist.ts), with an in-memory storage and channel in place of IndexedDB. */
import { describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { changesData, fingerprintOf, startPersistence, type ChannelMessage, type StateChannel, type StateStorage, type StoredState } from '@mocks/persist';

function memoryStorage(): StateStorage & { state?: StoredState; writes: number } {
  const store: StateStorage & { state?: StoredState; writes: number } = {
    writes: 0,
    load: async () => (store.state ? structuredClone(store.state) : undefined),
    save: async (state) => {
      store.writes += 1;
      store.state = structuredClone(state);
      await new Promise((r) => setTimeout(r, 5));
    },
    clear: async () => {
      store.state = undefined;
    },
  };
  return store;
}

function memoryChannel(): StateChannel & { deliver(m: ChannelMessage): void; sent: ChannelMessage[] } {
  let listener: (m: ChannelMessage) => void = () => {};
  return {
    sent: [],
    post(m) {
      this.sent.push(m);
    },
    listen(fn) {
      listener = fn;
    },
    deliver: (m) => listener(m),
  };
}

const silent = () => {};

describe('browser mock persistence', () => {
  it('the seed has one fingerprint (a stored state is recognised after a reload)', () => {
    const first = fingerprintOf(db);
    resetDb();
    expect(fingerprintOf(db)).toBe(first);
  });

  it('a committed change is stored and restored into a freshly seeded database', async () => {
    const storage = memoryStorage();
    const first = await startPersistence({ storage, log: silent });
    expect(first.origin).toBe('seeded');
    db.carts[0].count = 7;
    db.tokens.push({ ...db.tokens[0], id: 'tk-new', key: 'minted-key' } as (typeof db.tokens)[number]);
    await first.commit();
    expect(storage.writes).toBe(1);

    resetDb(); // the page reloads: the module seeds again
    expect(db.carts[0].count).not.toBe(7);
    const log = vi.fn();
    const second = await startPersistence({ storage, log });
    expect(second.origin).toBe('restored');
    expect(db.carts[0].count).toBe(7);
    expect(db.tokens.some((t) => t.id === 'tk-new')).toBe(true);
    expect(log.mock.calls[0][0]).toMatch(/mock-reset=1/);
  });

  it('changes made while a write runs are written right after it, in one more write', async () => {
    const storage = memoryStorage();
    const p = await startPersistence({ storage, log: silent });
    db.carts[0].count = 2;
    const a = p.commit();
    db.carts[0].count = 3;
    const b = p.commit();
    db.carts[0].count = 4;
    const c = p.commit();
    await Promise.all([a, b, c]);
    expect(storage.state!.db.carts[0].count).toBe(4);
    expect(storage.writes).toBe(2);
  });

  it('a state stored from another seed is discarded with a console note', async () => {
    const storage = memoryStorage();
    const p = await startPersistence({ storage, log: silent });
    db.carts[0].count = 9;
    await p.commit();
    storage.state!.fingerprint = 'an-older-seed';
    resetDb();
    const log = vi.fn();
    const again = await startPersistence({ storage, log });
    expect(again.origin).toBe('discarded');
    expect(db.carts[0].count).not.toBe(9);
    expect(storage.state).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/older seed/));
  });

  it('?mock-reset=1 clears the stored state, keeps the seed and tells the other tabs', async () => {
    const storage = memoryStorage();
    const p = await startPersistence({ storage, log: silent });
    db.carts[0].count = 9;
    await p.commit();
    resetDb();
    const channel = memoryChannel();
    const again = await startPersistence({ storage, channel, reset: true, log: silent });
    expect(again.origin).toBe('reset');
    expect(storage.state).toBeUndefined();
    expect(db.carts[0].count).not.toBe(9);
    expect(channel.sent).toEqual([expect.objectContaining({ type: 'reset' })]);
  });

  it('a write announced by another tab is loaded before this tab answers its next call', async () => {
    const storage = memoryStorage();
    const channel = memoryChannel();
    const p = await startPersistence({ storage, channel, log: silent });
    const other = structuredClone(db);
    other.carts[0].count = 11;
    storage.state = { fingerprint: fingerprintOf(db), savedAt: Date.now() + 1000, clockStart: Date.now(), db: other };
    channel.deliver({ type: 'saved', savedAt: storage.state.savedAt, tab: 'another-tab' });
    await p.ready();
    expect(db.carts[0].count).toBe(11);
  });

  it('only calls that change data are stored', () => {
    expect(changesData('POST', 'http://x/api/ecommercemanagement/v1/cart')).toBe(true);
    expect(changesData('DELETE', 'http://x/api/ecommercemanagement/v1/cart')).toBe(true);
    expect(changesData('GET', 'http://x/api/auth/v1/user/logout')).toBe(true);
    expect(changesData('GET', 'http://x/api/site/v1/post/how-to')).toBe(true);
    expect(changesData('GET', 'http://x/api/site/v1/post/all')).toBe(false);
    expect(changesData('GET', 'http://x/api/ecommercemanagement/v1/cart/all')).toBe(false);
  });
});
