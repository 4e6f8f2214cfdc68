/** The basicinformation / ipaddress / role mock handlers: validation, paging, sorting, filtering, routes. */
import { db, seededApiKey } from '@mocks/db';
import { call, firstMessage } from '../mocks/helpers';

const key = seededApiKey('u1');
const B = 'basicinformation/v1';
const square = [
  { lat: 35.7, lng: 51.4 },
  { lat: 35.71, lng: 51.41 },
  { lat: 35.7, lng: 51.42 },
];

describe('reference mock', () => {
  it('validates required fields and lengths with success false and a message', async () => {
    const empty = await call(`${B}/country`, { key, body: {} });
    expect(empty.json.success).toBe(false);
    expect(firstMessage(empty.json)).toContain('name: Can not be empty!');
    const long = await call(`${B}/country`, { key, body: { name: 'x'.repeat(101), callingCode: 1 } });
    expect(firstMessage(long.json)).toContain('name: Must be at most 100 characters.');
    const region = { name: 'R', price: '12345678901', country: 'c1', province: 'p1', city: 'ct1', coordinates: square.slice(0, 2) };
    const bad = await call(`${B}/region`, { key, body: region });
    expect(firstMessage(bad.json)).toMatch(/price: Does not match pattern\..*coordinates: Must be at least 3\./);
    const good = await call(`${B}/region`, { key, body: { ...region, price: '1234567890', coordinates: square } });
    expect(good.json.success).toBe(true);
    expect(db.regions.find((r) => r.id === good.json.data.content)?.price).toBe(1234567890);
  });

  it('pages, sorts and filters lists', async () => {
    const page = await call(`${B}/province/list?page=2&limit=5&sorter=name,asc&language=en`, { key, body: { country: 'c1' } });
    const content = page.json.data.content;
    expect(content).toMatchObject({ page: 2, limit: 5, total: db.provinces.filter((p) => p.country === 'c1').length });
    const names = content.docs.map((d: { name: string }) => d.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const regions = await call(`${B}/region/list?limit=100`, { key, body: { cities: ['ct1'] } });
    expect(regions.json.data.content.total).toBe(db.regions.filter((r) => r.city === 'ct1').length);
  });

  it('toggles publish and refuses writes to non-admins', async () => {
    const off = await call(`${B}/country/c2/changepublished`, { key, method: 'PUT', body: { publish: false } });
    expect(off.json.success).toBe(true);
    expect(db.countries.find((c) => c.id === 'c2')?.publish).toBe(false);
    const customer = await call(`${B}/country/c2/changepublished`, { key: seededApiKey('u6'), method: 'PUT', body: { publish: true } });
    expect(customer.status).toBe(403);
  });

  it('route edits change what site/v1/route/ serves', async () => {
    const body = {
      title: { fa: 'گزارش', en: 'Report' }, alias: 'report', type: 'AUTHENTICATED_ROUTE', layout: 'DASHBOARD', menu: [],
      icon: 'X', style: { a: 1 }, breadcrumb: [], link: false, position: 9, roles: ['ADMIN'], component: 'Dashboard', parent: 'r035',
    };
    const added = await call(`${B}/route`, { key, body });
    expect(added.json.success).toBe(true);
    const site = await call('site/v1/route/');
    const parent = site.json.data.content.find((r: { id: string }) => r.id === 'r035');
    const node = parent.children.find((c: { alias: string }) => c.alias === 'report');
    // icon/style only with a menu; link true without a breadcrumb
    expect(node).toMatchObject({ icon: '', style: {}, link: true, roles: ['ADMIN'] });
    await call(`${B}/route/${added.json.data.content}`, { key, method: 'DELETE' });
    const after = await call('site/v1/route/');
    expect(after.json.data.content.find((r: { id: string }) => r.id === 'r035').children.some((c: { alias: string }) => c.alias === 'report')).toBe(false);
  });

  it('ip addresses: newest first, date range, sorting by ip', async () => {
    const first = await call('ecommercemanagement/v1/ipaddress/list?limit=10000', { key, body: {} });
    expect(first.json.data.content.docs).toHaveLength(10000);
    expect(first.json.data.content.docs[0].id).toBe('ip1');
    const range = await call('ecommercemanagement/v1/ipaddress/list', { key, body: { createdAt: ['2026-11-01', '2026-11-10'] } });
    expect(range.json.data.content.total).toBe(db.ipAddresses.filter((r) => r.createdAt >= '2026-11-01' && r.createdAt < '2026-11-11').length);
    const roles = await call('usermanagement/v1/role/all', { key });
    expect(roles.json.data.content.map((r: { name: string }) => r.name)).toContain('COURIER');
  });
});
