import { describe, expect, it } from 'vitest';
import { dayjs } from '@/i18n/dayjs';
import { firstRegionContaining, pointInPolygon } from '@/lib/geo';
import { OTHER_REGION, initialProfileValues, sameName, toEditUserRequest, type ProfileValues } from '@/features/profile/edit/profileForm';
import { currentUserView, db, regionView, TEHRAN_CITY } from '@mocks/db';

const base: ProfileValues = {
  firstName: ' Amir ',
  lastName: 'Nouri',
  mobile: '۰۹۱۲۰۰۰۰۰۰۷',
  country: 'c1',
  province: 'p1',
  city: 'ct1',
  region: 'rg3',
  location: { lat: 35.75, lng: 51.4 },
  place: 'تهران، خیابان ولیعصر',
  plaque: '۱۲',
  unit: '۳',
  postalCode: '۱۹۶۹۸۳۳۱۱۴',
  nationalCode: '۴۹۹۳۷۰۸۹۹',
  birthAt: dayjs('1990-03-21T00:00:00'),
};

describe('toEditUserRequest (spec §7 editUser JSON part)', () => {
  it('converts digits to Latin, pads the national code and strips the mobile zero', () => {
    const body = toEditUserRequest(base, { authType: 'mobile', moved: true });
    expect(body).toMatchObject({
      firstName: 'Amir',
      mobile: '9120000007',
      plaque: '12',
      unit: '3',
      postalCode: '1969833114',
      nationalCode: '0499370899',
      birthAt: '1990-03-21',
      region: 'rg3',
      location: { lat: 35.75, lng: 51.4 },
    });
    expect(body).not.toHaveProperty('email');
  });

  it('sends region null for “other regions”, no location unless moved, and the code when given', () => {
    const body = toEditUserRequest({ ...base, region: OTHER_REGION }, { authType: 'email', moved: false, code: '12345' });
    expect(body.region).toBeNull();
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('mobile');
    expect(body.code).toBe('12345');
  });
});

describe('initialProfileValues', () => {
  it('reads the first address of the seeded customer and the incomplete user', () => {
    const customer = initialProfileValues(currentUserView(db.users.find((u) => u.id === 'u6')!, 'en'), 'c1');
    expect(customer).toMatchObject({ country: 'c1', province: 'p1', city: TEHRAN_CITY, plaque: '12', unit: '3', postalCode: '1969833114' });
    expect(customer.location).toEqual({ lat: 35.7571, lng: 51.4093 });
    const incomplete = initialProfileValues(currentUserView(db.users.find((u) => u.id === 'u7')!, 'en'), 'c1');
    expect(incomplete).toMatchObject({ country: 'c1', province: undefined, city: undefined, region: undefined, location: undefined, birthAt: null });
  });
});

describe('region selection by point (spec §4)', () => {
  const regions = db.regions.filter((r) => r.city === TEHRAN_CITY).map((r) => regionView(r, 'en'));
  const asPoints = regions.map((r) => ({ ...r, coordinates: r.coordinates.map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) })) }));

  it('selects the first region whose polygon contains the point', () => {
    const found = firstRegionContaining({ lat: 35.7571, lng: 51.4093 }, asPoints);
    expect(found).toBeDefined();
    expect(pointInPolygon({ lat: 35.7571, lng: 51.4093 }, found!.coordinates)).toBe(true);
    // the seeded customer's saved region is the one containing their point
    expect(found!.id).toBe(db.users.find((u) => u.id === 'u6')!.addresses[0].region);
  });

  it('prefers the earlier region when polygons overlap, and finds none outside them', () => {
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 2, lng: 2 },
      { lat: 2, lng: 0 },
    ];
    const list = [
      { id: 'a', coordinates: square },
      { id: 'b', coordinates: square },
    ];
    expect(firstRegionContaining({ lat: 1, lng: 1 }, list)?.id).toBe('a');
    expect(firstRegionContaining({ lat: 3, lng: 1 }, list)).toBeUndefined();
    expect(firstRegionContaining({ lat: 35.5, lng: 51.0 }, asPoints)).toBeUndefined();
    expect(firstRegionContaining({ lat: 1, lng: 1 }, null)).toBeUndefined();
  });
});

describe('sameName', () => {
  it('matches across spaces, ZWNJ and Arabic letter forms', () => {
    expect(sameName('نجف‌آباد', 'نجف آباد')).toBe(true);
    expect(sameName('كرمان', 'کرمان')).toBe(true);
    expect(sameName('Tehran', 'tehran')).toBe(true);
    expect(sameName('Tehran', 'Karaj')).toBe(false);
    expect(sameName('', '')).toBe(false);
  });
});
