/** The usermanagement mock: refusals that protect the admins, and roles that change what a user may open. */
import { TEHRAN_CITY, db, seededApiKey } from '@mocks/db';
import { API, call, firstMessage } from './helpers';

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

  it('admin user edit (dashboard editUser): saves another user statefully and refuses an address that does not hold together', async () => {
    const edit = async (user: Record<string, unknown>) => {
      const form = new FormData();
      form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
      const response = await fetch(new URL(`dashboard/v1/user/editUser/u7?apiKey=${admin}&language=en`, API), { method: 'PUT', body: form });
      return (await response.json()) as { success: boolean; messages: { message: string }[] };
    };
    const tehran = db.cities.find((c) => c.id === TEHRAN_CITY)!;
    const otherCity = db.cities.find((c) => c.province !== tehran.province)!;
    const base = { firstName: 'Edited', lastName: 'By admin', mobile: '9120000007', country: 'c1', province: tehran.province };
    const refused = await edit({ ...base, city: otherCity.id, place: 'x', plaque: '1', unit: '1', postalCode: '1' });
    expect(refused.success).toBe(false);
    expect(refused.messages[0].message).toBe('city: The selected item does not exist.');
    expect((await edit({ ...base, nationalCode: '1234567890' })).success).toBe(false);
    expect(db.users.find((u) => u.id === 'u7')!.firstName.en).not.toBe('Edited');

    const saved = await edit({ ...base, city: tehran.id, region: null, place: 'Tehran, Valiasr', plaque: '5', unit: '2', postalCode: '1234567890', location: { lat: 35.7, lng: 51.4 } });
    expect(saved.success).toBe(true);
    const user = db.users.find((u) => u.id === 'u7')!;
    expect(user.firstName.en).toBe('Edited');
    expect(user.addresses[0]).toMatchObject({ province: tehran.province, city: tehran.id, region: null, place: 'Tehran, Valiasr', location: { lat: 35.7, lng: 51.4 } });
  });

  it('a saved profile says whose it is: "your profile" for your own, the name of the user an administrator saved (fa and en)', async () => {
    const save = async (id: string, key: string, language: 'fa' | 'en', user: Record<string, unknown>) => {
      const form = new FormData();
      form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
      const response = await fetch(new URL(`dashboard/v1/user/editUser/${id}?apiKey=${key}&language=${language}`, API), { method: 'PUT', body: form });
      return (await response.json()) as { success: boolean; messages: { message: string }[] };
    };
    const other = db.users.find((u) => u.id === 'u3')!;
    const names = { firstName: other.firstName.en, lastName: other.lastName.en, mobile: other.mobile, country: 'c1' };
    const en = await save('u3', admin, 'en', names);
    expect(en.messages.map((m) => m.message)).toEqual([`The profile of ${other.firstName.en} ${other.lastName.en} was saved.`]);
    const fa = await save('u3', admin, 'fa', { ...names, firstName: other.firstName.fa, lastName: other.lastName.fa });
    expect(fa.messages[0].message).toContain(`${other.firstName.fa} ${other.lastName.fa}`);
    expect(fa.messages[0].message).not.toContain('شما');
    const me = db.users.find((u) => u.id === 'u1')!;
    const own = await save('u1', admin, 'en', { firstName: me.firstName.en, lastName: me.lastName.en, mobile: me.mobile, country: 'c1' });
    expect(own.messages.map((m) => m.message)).toEqual(['Your profile was saved.']);
  });
});
