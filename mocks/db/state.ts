import { restartClock } from './clock';
import { seedDb, type BulkCounts } from './seed';
import type { Db } from './types';

/** The SMS verification code the mock accepts (login, register, reset password). */
export const VERIFICATION_CODE = '12345';

/** Builds a fresh, independent database (deterministic). */
export function createDb(bulk?: BulkCounts): Db {
  return seedDb(bulk);
}

/** The live state every handler reads and writes. */
export const db: Db = createDb();

/**
 * Re-seeds `db` in place (tests call it before each test) and restarts the mock clock; `bulk` asks for
 * extra generated records instead of the MOCK_… settings (browser tests that measure large lists).
 */
export function resetDb(bulk?: BulkCounts): void {
  Object.assign(db, createDb(bulk));
  restartClock();
}

/**
 * A new id for a record created at run time: `<prefix><n>` with n above every seeded id of that
 * prefix, e.g. `nextId('pr')` → `pr164`.
 */
export function nextId(prefix: string, collection: readonly { id: string }[]): string {
  let n = db.sequences[prefix] as number | undefined;
  if (n === undefined) {
    n = 0;
    const pattern = new RegExp(`^${prefix}(\\d+)$`);
    for (const item of collection) {
      const m = pattern.exec(item.id);
      if (m) n = Math.max(n, Number(m[1]));
    }
  }
  db.sequences[prefix] = n + 1;
  return `${prefix}${n + 1}`;
}
