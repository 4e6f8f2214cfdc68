/**
 * Role membership comes from a call the contract says carries roles. The
 * ecommerce `user/all` answers only its documented fields; `usermanagement user/list` carries each
 * user's roles and narrows to the asked roles (the courier select, coupon user groups).
 */
import { db, seededApiKey } from '@mocks/db';
import { roleNames } from '@mocks/db/queries';
import { call } from './helpers';

const manager = seededApiKey('u2');

describe('role members', () => {
  it('ecommercemanagement user/all answers id, firstName, lastName, email, mobile only', async () => {
    const { json } = await call('ecommercemanagement/v1/user/all', { key: manager, language: 'en' });
    const users = json.data.content as Record<string, unknown>[];
    expect(users.length).toBe(db.users.length);
    for (const u of users) expect(Object.keys(u).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'mobile']);
  });

  it('usermanagement user/list gives the members of the asked roles, with their roles, to a shop manager', async () => {
    const couriers = db.users.filter((u) => roleNames(u).includes('COURIER')).map((u) => u.id);
    expect(couriers.length).toBeGreaterThan(0);
    const { status, json } = await call('usermanagement/v1/user/list', { key: manager, body: { roles: ['COURIER'] }, query: { page: 1, limit: 10000 } });
    expect(status).toBe(200);
    const docs = json.data.content.docs as { id: string; roles: { name: string }[] }[];
    expect(docs.map((u) => u.id).sort()).toEqual([...couriers].sort());
    for (const u of docs) expect(u.roles.map((r) => r.name)).toContain('COURIER');
  });
});
