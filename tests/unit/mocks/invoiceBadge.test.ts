/** The profile menu's Invoices badge (currentUser.invoices) counts what the customer's invoice list shows. */
import { db, seededApiKey } from '@mocks/db';
import { call } from './helpers';

describe('currentUser invoices count', () => {
  it('counts only the published invoices the customer list shows (users=[own id], publish=true)', async () => {
    const owner = db.users.find((u) => db.invoices.filter((i) => i.user === u.id && i.publish).length >= 2)!;
    const key = seededApiKey(owner.id);
    // one of the owner's invoices is not published (staff have not released it): the list does not show it
    db.invoices.find((i) => i.user === owner.id && i.publish)!.publish = false;
    const listed = await call('ecommercemanagement/v1/invoice/list', { key, body: { users: [owner.id], publish: true }, query: { page: 1, limit: 10 } });
    const me = await call('auth/v1/user/currentUser', { key });
    expect(db.invoices.filter((i) => i.user === owner.id).length).toBeGreaterThan(listed.json.data.content.total);
    expect(me.json.data.content.invoices).toBe(listed.json.data.content.total);
  });
});
