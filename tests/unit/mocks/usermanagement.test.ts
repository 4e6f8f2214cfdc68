/** The usermanagement mock: refusals that protect the admins, and roles that change what a user may open. */
import { db, seededApiKey } from '@mocks/db';
import { call, firstMessage } from './helpers';

const admin = seededApiKey('u1');
const U = 'usermanagement/v1';

describe('usermanagement mock', () => {
  it('refuses deleting or disabling yourself and keeps the user', async () => {
    const del = await call(`${U}/user/u1`, { key: admin, method: 'DELETE' });
    expect(del.json.success).toBe(false);
    expect(firstMessage(del.json)).toBe('You cannot delete or disable your own user.');
    const off = await call(`${U}/user/u1/changeenabled`, { key: admin, method: 'PUT', body: { enable: false } });
    expect(off.json.success).toBe(false);
    expect(db.users.find((u) => u.id === 'u1')!.enable).toBe(true);
  });

  it('gives a user a role that opens admin calls, and a disabled user loses access', async () => {
    const target = db.users.find((u) => u.enable && u.roles.length === 1 && u.roles[0] === 'ro6')!;
    const key = seededApiKey(target.id);
    const before = await call(`${U}/role/all`, { key });
    expect(before.status).toBe(403);
    const set = await call(`${U}/user/${target.id}/role`, { key: admin, method: 'PUT', body: { roles: ['ro3'] } });
    expect(set.json.success).toBe(true);
    const roles = await call(`${U}/user/${target.id}/role`, { key: admin });
    expect(roles.json.data.content.map((r: { name: string }) => r.name)).toEqual(['FILE_MANAGEMENT']);
    expect((await call(`${U}/role/all`, { key })).status).toBe(200);
    await call(`${U}/user/${target.id}/changeenabled`, { key: admin, method: 'PUT', body: { enable: false } });
    const after = await call(`${U}/role/all`, { key });
    expect(after.status).toBe(401);
  });
});
