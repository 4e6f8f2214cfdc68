/// <reference types="vite/client" />
/**
 * An option of the mock to try the admin user list at page sizes of 1,000 and 10,000: extra
 * generated customers on top of the ~70 seeded users. Off by default (tests and the contract check see
 * the ordinary seed). Ask for N extra users with
 *
 * - `MOCK_USERS=10000 npm run mock:api` (the loopback mock, e.g. behind a production build),
 * - `VITE_MOCK_USERS=10000 npm start` (MSW in the browser), or
 * - `?mockUsers=10000` on any page of `npm start` (kept for the tab's session; `?mockUsers=0` ends it).
 *
 * Each extra user is a customer (`u<n>`, numbered after the seeded ones, mobile 9130000001…, email
 * bulk<n>@mail.test, password `Passw0rd!`, no session) copied from a seeded customer's address; they own
 * no invoices. They use their own random stream, so the rest of the seed stays exactly as without the option.
 */
import { FIXED_NOW, MS } from '../clock';
import { Rng } from '../random';
import type { Db, UserRecord } from '../types';
import { bulkCount } from './bulkOption';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { ROLE } from './roles';
import { SEEDED_PASSWORD } from './users';

export const BULK_USERS_MAX = 100_000;

/** How many extra users were asked for (0 when none). */
export function bulkUserCount(): number {
  // written out as `import.meta.env.VITE_…` so Vite fills it in the browser; undefined under Node
  const env = import.meta.env as ImportMetaEnv | undefined; // undefined under Node
  const vite = env?.VITE_MOCK_USERS as string | undefined;
  return bulkCount({ env: 'MOCK_USERS', vite, param: 'mockUsers', sessionKey: 'mock.users', max: BULK_USERS_MAX });
}

/** Appends `count` generated customers. */
export function seedBulkUsers(db: Db, count: number): void {
  const templates = db.users.filter((u) => u.enable && u.roles.length === 1 && u.roles[0] === ROLE.CUSTOMER);
  if (count <= 0 || templates.length === 0) return;
  const rng = new Rng(0xb0_1e);
  const lastId = db.users.reduce((max, u) => Math.max(max, Number(u.id.slice(1)) || 0), 0);
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    const base = templates[Math.floor(rng.next() * templates.length)];
    const first = FIRST_NAMES[Math.floor(rng.next() * FIRST_NAMES.length)];
    const last = LAST_NAMES[Math.floor(rng.next() * LAST_NAMES.length)];
    const created = new Date(FIXED_NOW - (1 + rng.next() * 700) * MS.day).toISOString();
    const user: UserRecord = {
      id: `u${lastId + n}`,
      firstName: first,
      lastName: last,
      email: `bulk${n}@mail.test`,
      mobile: `913${String(n).padStart(7, '0')}`,
      country: base.country,
      password: SEEDED_PASSWORD,
      nationalCode: null,
      birthAt: null,
      body: null,
      image: null,
      enable: rng.next() > 0.05,
      roles: [ROLE.CUSTOMER],
      smsDiscountCode: null,
      addresses: base.addresses,
      setting: { alopeyk: { enable: false }, alopost: { enable: false } },
      createdAt: created,
      updatedAt: created,
    };
    db.users.push(user);
  }
}
