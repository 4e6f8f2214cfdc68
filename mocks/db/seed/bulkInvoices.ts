/// <reference types="vite/client" />
/**
 * An option of the mock to try the admin invoice list (and the financial report) at page sizes of
 * 10,000 and 100,000: extra generated invoices on top of the ~2,460 seeded ones. Off by default (tests
 * and the contract check see the ordinary seed). Ask for N extra invoices with
 *
 * - `MOCK_INVOICES=100000 npm run mock:api` (the loopback mock, e.g. behind a production build),
 * - `VITE_MOCK_INVOICES=100000 npm start` (MSW in the browser), or
 * - `?mockInvoices=100000` on any page of `npm start` (kept for the tab's session; `?mockInvoices=0` ends it).
 *
 * Each extra invoice is a shallow copy of a seeded one (not the customer 9120000006's, so their 12 stay
 * 12) with its own number, dates and id; nested parts (lines, snapshot, stores) are shared, which is
 * what keeps 100,000 cheap: handlers replace those parts rather than change them in place. Every extra
 * invoice counts as already seen by staff (`view: true`), so the new-order alerts stay as seeded. They
 * use their own random stream, so the rest of the seed stays exactly as without the option.
 */
import { FIXED_NOW, MS } from '../clock';
import { Rng } from '../random';
import type { Db, InvoiceRecord } from '../types';
import { bulkCount } from './bulkOption';
import { USERS } from './users';

export const BULK_INVOICES_MAX = 200_000;
const SPAN_DAYS = 548;

/** How many extra invoices were asked for (0 when none). */
export function bulkInvoiceCount(): number {
  // written out as `import.meta.env.VITE_…` so Vite fills it in the browser; undefined under Node
  const env = import.meta.env as ImportMetaEnv | undefined; // undefined under Node
  const vite = env?.VITE_MOCK_INVOICES as string | undefined;
  return bulkCount({ env: 'MOCK_INVOICES', vite, param: 'mockInvoices', sessionKey: 'mock.invoices', max: BULK_INVOICES_MAX });
}

/** Appends `count` generated invoices (`i<n>`, numbered after the seeded ones, older than the newest day). */
export function seedBulkInvoices(db: Db, count: number): void {
  const templates = db.invoices.filter((inv) => inv.user !== USERS.customer.id && inv.user !== USERS.incomplete.id);
  if (count <= 0 || templates.length === 0) return;
  const rng = new Rng(0xb0_1d);
  let lastId = 0;
  let lastNumber = 0;
  for (const inv of db.invoices) {
    lastId = Math.max(lastId, Number(inv.id.slice(1)) || 0);
    lastNumber = Math.max(lastNumber, inv.invoiceNumber);
  }
  for (let i = 0; i < count; i++) {
    const base = templates[Math.floor(rng.next() * templates.length)];
    // spread over the seed's 18 months, never within the last day (where the new orders are)
    const created = FIXED_NOW - (1 + rng.next() * (SPAN_DAYS - 1)) * MS.day;
    const paymentAt = base.payment ? created + (2 + Math.floor(rng.next() * 38)) * MS.minute : null;
    const record: InvoiceRecord = {
      ...base,
      id: `i${lastId + i + 1}`,
      invoiceNumber: lastNumber + i + 1,
      view: true,
      condition: base.payment ? 'PAID' : 'EXPIRED',
      step: base.payment ? 'DELIVERY_CUSTOMER' : 'RECEIVE_ORDER',
      expireAt: new Date(created + MS.day).toISOString(),
      paymentAt: paymentAt ? new Date(paymentAt).toISOString() : null,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(paymentAt ?? created).toISOString(),
    };
    db.invoices.push(record);
  }
}
