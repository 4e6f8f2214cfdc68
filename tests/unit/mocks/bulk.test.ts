/** The mock's bulk options for large lists: extra invoices and users, on request only, cheap, unique. */
import { db, resetDb, USERS } from '@mocks/db';
import { bulkInvoiceCount, seedBulkInvoices } from '@mocks/db/seed/bulkInvoices';
import { bulkUserCount, seedBulkUsers } from '@mocks/db/seed/bulkUsers';
import { call } from './helpers';

const key = 'test-key-u1';

describe('mock bulk options', () => {
  it('are off unless asked for', () => {
    expect(bulkInvoiceCount()).toBe(0);
    expect(bulkUserCount()).toBe(0);
  });

  it('adds invoices with their own numbers, seen by staff, none for the customer 9120000006', async () => {
    const before = db.invoices.length;
    const own = db.invoices.filter((inv) => inv.user === USERS.customer.id).length;
    seedBulkInvoices(db, 20_000);
    expect(db.invoices).toHaveLength(before + 20_000);
    expect(new Set(db.invoices.map((inv) => inv.invoiceNumber)).size).toBe(db.invoices.length);
    expect(new Set(db.invoices.map((inv) => inv.id)).size).toBe(db.invoices.length);
    expect(db.invoices.filter((inv) => inv.user === USERS.customer.id)).toHaveLength(own);
    expect(db.invoices.slice(before).every((inv) => inv.view)).toBe(true);
    const res = await call('ecommercemanagement/v1/invoice/list', { key, body: {}, query: { page: 2, limit: 1000 } });
    expect(res.json.data.content.total).toBe(before + 20_000);
    expect(res.json.data.content.docs).toHaveLength(1000);
  });

  it('adds users with unique mobiles and emails', async () => {
    const before = db.users.length;
    seedBulkUsers(db, 3_000);
    expect(db.users).toHaveLength(before + 3_000);
    expect(new Set(db.users.map((u) => u.id)).size).toBe(db.users.length);
    expect(new Set(db.users.map((u) => u.mobile)).size).toBe(db.users.length);
    expect(new Set(db.users.map((u) => u.email)).size).toBe(db.users.length);
    const res = await call('usermanagement/v1/user/list', { key, body: {}, query: { page: 1, limit: 10000 } });
    expect(res.json.data.content.total).toBe(before + 3_000);
  });

  it('a reset with counts seeds them instead of the settings', () => {
    resetDb({ invoices: 100, users: 10 });
    const invoices = db.invoices.length;
    const users = db.users.length;
    resetDb();
    expect(db.invoices.length).toBe(invoices - 100);
    expect(db.users.length).toBe(users - 10);
  });
});
