import { restartClock } from './clock';
import { resolveBulkCounts, seedDb, type BulkCounts } from './seed';
import type { Db } from './types';

/** The SMS verification code the mock accepts (login, register, reset password). */
export const VERIFICATION_CODE = '12345';

/** Builds a fresh, independent database (deterministic). */
export function createDb(bulk?: BulkCounts): Db {
  return seedDb(bulk);
}

/**
 * The seed with no extra records, made once: the seed is deterministic, so a reset copies it instead of
 * seeding again (a test file resets before every test; seeding takes 100-300 ms, a copy of the few
 * collections a test touches a few ms).
 */
let pristine: Db | undefined;

/**
 * Puts a copy of `source` into `target`, one collection at a time and only when it is first read or
 * written: `target.products` is a deep copy of `source.products` made on first use. `source` itself is
 * never handed out, so it stays as seeded.
 */
function copyLazily(target: Db, source: Db): void {
  for (const key of Object.keys(target) as (keyof Db)[]) if (!(key in source)) delete (target as Partial<Db>)[key];
  for (const key of Object.keys(source) as (keyof Db)[]) {
    const settle = (value: unknown) => Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const copy = structuredClone(source[key]);
        settle(copy);
        return copy;
      },
      set: settle,
    });
  }
}

/** The live state every handler reads and writes. */
export const db: Db = {} as Db;
resetDb();

/**
 * Re-seeds `db` in place (tests call it before each test) and restarts the mock clock; `bulk` asks for
 * extra generated records instead of the MOCK_… settings (browser tests that measure large lists).
 */
export function resetDb(bulk?: BulkCounts): void {
  const counts = resolveBulkCounts(bulk);
  if (counts.products || counts.invoices || counts.users) {
    // a bulk seed is large and asked for rarely: seeded afresh, not kept
    copyLazily(db, createDb(counts));
  } else {
    pristine ??= createDb(counts);
    copyLazily(db, pristine);
  }
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
