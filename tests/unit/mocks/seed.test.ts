import { createDb, db, resetDb, seededApiKey, invoiceTotals, pointInPolygon, HOME_CATEGORY_IDS, SAMPLE_PRODUCT_ALIAS, SAMPLE_POST_ALIAS, COUPON_CODES, USERS, isProfileComplete } from '@mocks/db';
import { SHIPPING_TYPES } from '@/api/schemas';

describe('mock db seed', () => {
  it('is deterministic: two createDb() are equal', () => {
    const a = createDb();
    const b = createDb();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('re-seeds in place', () => {
    db.products[0].price = 1;
    resetDb();
    expect(db.products[0].price).not.toBe(1);
  });

  it('has the required volumes', () => {
    expect(db.users.length).toBeGreaterThanOrEqual(68);
    expect(db.products.length).toBeGreaterThanOrEqual(160);
    expect(db.posts.length).toBeGreaterThanOrEqual(70);
    expect(db.invoices.length).toBeGreaterThanOrEqual(2400);
    expect(db.ipAddresses.length).toBeGreaterThanOrEqual(12_000);
    expect(db.coupons.length).toBeGreaterThanOrEqual(140);
    expect(db.provinces).toHaveLength(31);
    expect(db.regions.filter((r) => r.city === 'ct1')).toHaveLength(22);
    expect(db.stores).toHaveLength(5);
    expect(db.brands.length).toBeGreaterThanOrEqual(12);
    expect(db.productCategories.filter((c) => c.parent === null)).toHaveLength(6);
    expect(db.postCategories.length).toBeGreaterThanOrEqual(10);
    expect(db.directories.length).toBeGreaterThanOrEqual(12);
    expect(db.files.length).toBeGreaterThanOrEqual(150);
    expect(db.plugins.map((p) => p.name).sort()).toEqual(
      ['ABOUT_US', 'CONTACT_US', 'GALLERY', 'NO_APP', 'PROJECTS', 'SLIDE_SHOW', 'TONDAR_NET'].sort(),
    );
    expect(db.roles.length).toBeGreaterThanOrEqual(6);
    expect(db.permissions.length).toBeGreaterThanOrEqual(40);
    expect(db.routes.length).toBeGreaterThan(0);
  });

  it('seeds the fixed users, keys and ids others rely on', () => {
    expect(db.countries[0]).toMatchObject({ id: 'c1', callingCode: 98 });
    expect(db.provinces[0].id).toBe('p1');
    expect(db.cities[0]).toMatchObject({ id: 'ct1', province: 'p1' });
    for (const u of Object.values(USERS)) expect(db.users.find((x) => x.id === u.id)).toMatchObject({ mobile: u.mobile, email: u.email });
    expect(db.tokens.find((t) => t.key === seededApiKey('u6'))?.user).toBe('u6');
    const u6 = db.users.find((u) => u.id === 'u6')!;
    const u7 = db.users.find((u) => u.id === 'u7')!;
    expect(isProfileComplete(u6)).toBe(true);
    expect(isProfileComplete(u7)).toBe(false);
    expect(db.users.find((u) => u.id === 'u8')?.enable).toBe(false);
    expect(db.carts.filter((c) => c.user === 'u6')).toHaveLength(3);
    const mine = db.invoices.filter((i) => i.user === 'u6');
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.some((i) => i.condition === 'WAITING_PAYMENT' && Date.parse(i.expireAt) > Date.parse('2026-11-20T09:00:00Z'))).toBe(true);
    expect(new Set(mine.map((i) => i.condition)).size).toBeGreaterThan(1);
    expect(HOME_CATEGORY_IDS.every((id) => db.productCategories.find((c) => c.id === id)?.parent === null)).toBe(true);
    expect(db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)?.name.en).toBe('Aloe Vera Moisturising Cream');
    expect(db.products.find((p) => p.alias === 'xss-test-serum')?.body.fa).toContain('<script>window.__xss=1</script>');
    expect(db.posts.find((p) => p.alias === SAMPLE_POST_ALIAS)).toBeDefined();
    expect(db.coupons.find((c) => c.code === COUPON_CODES.valid)).toMatchObject({ percent: 10, ceilingPrice: 500_000, status: 'UNUSED' });
    expect(db.coupons.find((c) => c.code === COUPON_CODES.expired)?.status).toBe('EXPIRED');
    expect(Object.keys(db.shippingPrices)).toEqual([...SHIPPING_TYPES]);
    // the postal option has a price so orders can be placed outside the couriers' 9-16 window
    expect(db.shippingPrices.ALOPOST).toBeGreaterThan(0);
  });

  it('keeps references consistent', () => {
    const files = new Set(db.files.map((f) => f.id));
    const images = [
      ...db.products.flatMap((p) => p.files),
      ...db.posts.flatMap((p) => p.files),
      ...db.brands.flatMap((b) => b.files),
      ...db.plugins.flatMap((p) => p.files),
      ...db.productCategories.flatMap((c) => c.files),
      ...db.users.map((u) => u.image).filter((x): x is string => !!x),
      ...((db.plugins.find((p) => p.name === 'PROJECTS')?.params.items as { logo: string }[] | undefined) ?? []).map((i) => i.logo),
    ];
    expect(images.every((id) => files.has(id))).toBe(true);
    const aliases = db.products.map((p) => p.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases.every((a) => /^[a-z0-9-]+$/.test(a))).toBe(true);
    for (const p of db.products) {
      expect(p.count).toBe(p.stocks.reduce((s, x) => s + x.count, 0));
      expect(p.discount).toBeLessThan(p.price);
      expect(p.price).toBeGreaterThanOrEqual(450_000);
      expect(p.price).toBeLessThanOrEqual(9_800_000);
    }
    const numbers = db.invoices.map((i) => i.invoiceNumber);
    expect(numbers[0]).toBe(1001);
    expect(numbers.every((n, i) => n === 1001 + i)).toBe(true);
  });

  it('prices every invoice with the spec formula', () => {
    for (const inv of db.invoices) {
      const totals = invoiceTotals(inv.products, { vat: inv.vat, shippingPrice: inv.shippingPrice, coupon: inv.coupon });
      expect(inv.amount).toBe(totals.amount);
      expect(inv.couponPrice).toBe(totals.couponPrice);
    }
    expect(new Set(db.invoices.map((i) => i.condition))).toEqual(new Set(['PAID', 'WAITING_PAYMENT', 'EXPIRED']));
    expect(new Set(db.invoices.map((i) => i.step)).size).toBe(4);
    expect(new Set(db.invoices.map((i) => i.shippingType))).toEqual(new Set(SHIPPING_TYPES));
  });

  it('tiles Tehran with non-overlapping districts that cover the default map position', () => {
    const tehran = db.regions.filter((r) => r.city === 'ct1');
    for (const r of tehran) expect(r.coordinates.length).toBeGreaterThanOrEqual(4);
    for (let lat = 35.625; lat < 35.8; lat += 0.01) {
      for (let lng = 51.225; lng < 51.62; lng += 0.01) {
        const hits = tehran.filter((r) => pointInPolygon({ lat, lng }, r.coordinates)).length;
        expect(hits).toBe(1);
      }
    }
    expect(tehran.some((r) => pointInPolygon({ lat: 35.7158, lng: 51.4167 }, r.coordinates))).toBe(true);
  });
});
