import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUserSchema, locationSuggestionSchema, pagedSchema, regionSchema, tokenSchema } from '@/api/schemas';
import { db, seededApiKey } from '@mocks/db';
import { API, call, content, firstMessage, type LooseJson } from '../mocks/helpers';

const u6 = seededApiKey('u6');
const u7 = seededApiKey('u7');
const admin = seededApiKey('u1');

async function editUser(id: string, key: string, user: Record<string, unknown>, image?: File) {
  const form = new FormData();
  form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
  if (image) form.append('image', image, image.name);
  const response = await fetch(`${API}dashboard/v1/user/editUser/${id}?apiKey=${key}&language=en`, { method: 'PUT', body: form });
  return { status: response.status, json: (await response.json()) as LooseJson };
}

const address = {
  firstName: 'Amir',
  lastName: 'Nouri',
  mobile: '9120000007',
  country: 'c1',
  province: 'p1',
  city: 'ct1',
  region: 'rg1',
  location: { lat: 35.78, lng: 51.25 },
  place: 'Tehran, Valiasr Street',
  plaque: '12',
  unit: '3',
  postalCode: '1969833114',
  nationalCode: '0499370899',
};

describe('dashboard mock: editUser', () => {
  it('saves an incomplete profile and recomputes complete', async () => {
    expect((await content('auth/v1/user/currentUser', currentUserSchema, { key: u7 })).complete).toBe(false);
    const { json } = await editUser('u7', u7, address, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    expect(json.success).toBe(true);
    const me = await content('auth/v1/user/currentUser', currentUserSchema, { key: u7, language: 'en' });
    expect(me.complete).toBe(true);
    expect(me.nationalCode).toBe('0499370899');
    expect(me.addresses?.[0]).toMatchObject({ province: 'p1', city: 'ct1', region: 'rg1', plaque: '12', location: { lat: 35.78, lng: 51.25 } });
    expect(me.image).toMatchObject({ name: 'me.png' });
  });

  it('asks for the SMS code when the mobile changes, then saves with 12345', async () => {
    const first = await editUser('u7', u7, { ...address, mobile: '9129999999' });
    expect(first.json.data.content).toMatchObject({ sendVerificationCode: true, mobileMinutesLeft: 3 });
    expect(db.users.find((u) => u.id === 'u7')!.mobile).toBe('9120000007');
    const wrong = await editUser('u7', u7, { ...address, mobile: '9129999999', code: '11111' });
    expect(wrong.json.success).toBe(false);
    const ok = await editUser('u7', u7, { ...address, mobile: '9129999999', code: '12345' });
    expect(ok.json.success).toBe(true);
    expect(db.users.find((u) => u.id === 'u7')!.mobile).toBe('9129999999');
  });

  it('rejects a bad national code, a long address, another user and a GIF', async () => {
    expect(firstMessage((await editUser('u7', u7, { ...address, nationalCode: '1111111111' })).json)).toMatch(/nationalCode/);
    expect(firstMessage((await editUser('u7', u7, { ...address, place: 'x'.repeat(201) })).json)).toMatch(/place/);
    expect((await editUser('u6', u7, address)).status).toBe(403);
    const gif = await editUser('u7', u7, address, new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' }));
    expect(firstMessage(gif.json)).toBe('The file format is not acceptable.');
    expect(db.users.find((u) => u.id === 'u7')!.addresses).toEqual([]);
  });
});

describe('dashboard mock: password, settings, sessions', () => {
  it('changes the password only with the current one', async () => {
    const bad = await call('dashboard/v1/user/changePassword', { method: 'PUT', key: u6, body: { password: 'nope', newPassword: 'N3w!' } });
    expect(bad.json.success).toBe(false);
    const good = await call('dashboard/v1/user/changePassword', { method: 'PUT', key: u6, body: { password: 'Passw0rd!', newPassword: 'N3w!' } });
    expect(good.json.success).toBe(true);
    expect(db.users.find((u) => u.id === 'u6')!.password).toBe('N3w!');
  });

  it('saves the delivery switches for staff only', async () => {
    expect((await call('dashboard/v1/setting', { key: u6, body: { alopeyk: true, alopost: true } })).status).toBe(403);
    await call('dashboard/v1/setting', { key: seededApiKey('u2'), body: { alopeyk: false, alopost: true } });
    const me = await content('auth/v1/user/currentUser', currentUserSchema, { key: seededApiKey('u2') });
    expect(me.setting).toMatchObject({ alopeyk: { enable: false }, alopost: { enable: true } });
  });

  it('lists own sessions (admins: anyone, filtered), sorts and revokes', async () => {
    const own = await content('dashboard/v1/user/token/list', pagedSchema(tokenSchema), { key: u6, body: { users: ['u1'] } });
    expect(own.docs.length).toBeGreaterThan(0);
    expect(own.docs.every((t) => typeof t.user !== 'string' && t.user.id === 'u6')).toBe(true);
    const dates = own.docs.map((t) => Date.parse(t.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const filtered = await content('dashboard/v1/user/token/list', pagedSchema(tokenSchema), { key: admin, body: { users: ['u2', 'u3'] }, query: { sorter: 'log.browser,asc', limit: 50 } });
    expect(new Set(filtered.docs.map((t) => (typeof t.user === 'string' ? t.user : t.user.id)))).toEqual(new Set(['u2', 'u3']));
    const browsers = filtered.docs.map((t) => t.log.browser);
    expect(browsers).toEqual([...browsers].sort((a, b) => a.localeCompare(b)));

    const other = db.tokens.find((t) => t.user === 'u6' && t.key !== u6)!;
    expect((await call(`dashboard/v1/user/token/${other.id}`, { method: 'DELETE', key: u7 })).status).toBe(404);
    expect((await call(`dashboard/v1/user/token/${other.id}`, { method: 'DELETE', key: u6 })).json.success).toBe(true);
    expect(db.tokens.some((t) => t.id === other.id)).toBe(false);
    // a revoked key no longer signs in
    const mine = db.tokens.find((t) => t.key === u6)!;
    await call(`dashboard/v1/user/token/${mine.id}`, { method: 'DELETE', key: u6 });
    expect((await call('auth/v1/user/currentUser', { key: u6 })).status).toBe(401);
  });

  it('lists all users for staff only', async () => {
    expect((await call('ecommercemanagement/v1/user/all', { key: u6 })).status).toBe(403);
    const users = await content('ecommercemanagement/v1/user/all', z.array(z.looseObject({ id: z.string(), firstName: z.string() })), { key: admin });
    expect(users.length).toBe(db.users.length);
  });
});

describe('dashboard mock: addresses and geocoding', () => {
  it('cascades countries → provinces → cities → regions with polygons', async () => {
    const regions = await content('dashboard/v1/address/regions/ct1', z.array(regionSchema), { key: u6 });
    expect(regions.length).toBeGreaterThan(10);
    expect(regions[0].coordinates.length).toBeGreaterThanOrEqual(4);
    const cities = await content('dashboard/v1/address/cities/p1', z.array(z.looseObject({ id: z.string() })), { key: u6 });
    expect(cities.map((c) => c.id)).toContain('ct1');
  });

  it('suggests Tehran places by text in either language, none for empty text', async () => {
    const fa = await content('dashboard/v1/neshan/geocoding', z.array(locationSuggestionSchema), { key: u6, query: { search: 'ونک' }, language: 'fa' });
    expect(fa[0]).toMatchObject({ title: 'میدان ونک' });
    const en = await content('dashboard/v1/neshan/geocoding', z.array(locationSuggestionSchema), { key: u6, query: { search: 'milad' }, language: 'en' });
    expect(en.map((s) => s.title)).toEqual(['Milad Tower']);
    expect(await content('dashboard/v1/neshan/geocoding', z.array(locationSuggestionSchema), { key: u6, query: { search: ' ' } })).toEqual([]);
  });

  it('reverse-geocodes points in Iran and answers nothing elsewhere', async () => {
    const tehran = (await call('dashboard/v1/neshan/address', { key: u6, body: { lat: 35.7571, lng: 51.4093 }, language: 'en' })).json;
    expect(tehran.data.content).toMatchObject({ province: 'Tehran', city: 'Tehran' });
    expect(tehran.data.content.address).toMatch(/Tehran$/);
    const shiraz = (await call('dashboard/v1/neshan/address', { key: u6, body: { lat: 29.6, lng: 52.55 }, language: 'fa' })).json;
    expect(shiraz.data.content).toMatchObject({ province: 'فارس', city: 'شیراز' });
    const paris = (await call('dashboard/v1/neshan/address', { key: u6, body: { lat: 48.85, lng: 2.35 } })).json;
    expect(paris).toMatchObject({ success: true, data: { content: null } });
    const baghdad = (await call('dashboard/v1/neshan/address', { key: u6, body: { lat: 33.31, lng: 44.36 } })).json;
    expect(baghdad.data.content).toBeNull();
  });
});
