import { FIXED_NOW } from '../clock';
import { pointInPolygon } from '../geo';
import type { AddressRecord, I18n, TokenRecord, UserRecord } from '../types';
import { IRAN, TEHRAN_CITY, type AddressIndex } from './address';
import { stamps, type SeedContext } from './context';
import { DIR } from './files';
import { FIRST_NAMES, LAST_NAMES, i18n, nationalCodeFrom } from './names';
import { ROLE } from './roles';

export const SEEDED_PASSWORD = 'Passw0rd!';

/** Fixed users others rely on (ids, mobiles, emails). */
export const USERS = {
  admin: { id: 'u1', mobile: '9120000001', email: 'admin@shop.test' },
  manager: { id: 'u2', mobile: '9120000002', email: 'manager@shop.test' },
  files: { id: 'u3', mobile: '9120000003', email: 'files@shop.test' },
  posts: { id: 'u4', mobile: '9120000004', email: 'posts@shop.test' },
  courier: { id: 'u5', mobile: '9120000005', email: 'courier@shop.test' },
  customer: { id: 'u6', mobile: '9120000006', email: 'customer@shop.test' },
  incomplete: { id: 'u7', mobile: '9120000007', email: 'incomplete@shop.test' },
  disabled: { id: 'u8', mobile: '9120000008', email: 'disabled@shop.test' },
} as const;

/** The stable api key of a seeded user's first session. */
export function seededApiKey(userId: string): string {
  return `test-key-${userId}`;
}

interface FixedUser {
  key: keyof typeof USERS;
  first: I18n;
  last: I18n;
  roles: string[];
  avatar: boolean;
  bio?: I18n;
  address: boolean;
  setting?: [boolean, boolean];
}

const FIXED: readonly FixedUser[] = [
  {
    key: 'admin',
    first: i18n('سارا', 'Sara'),
    last: i18n('احمدی', 'Ahmadi'),
    roles: [ROLE.ADMIN],
    avatar: true,
    address: true,
    setting: [true, true],
    bio: i18n(
      '<p>مدیر فروشگاه و داروساز؛ بیش از ده سال تجربه در فرمولاسیون محصولات گیاهی.</p>',
      '<p>Shop director and pharmacist with over ten years of experience formulating herbal products.</p>',
    ),
  },
  { key: 'manager', first: i18n('رضا', 'Reza'), last: i18n('کریمی', 'Karimi'), roles: [ROLE.ECOMMERCE_MANAGEMENT], avatar: true, address: true, setting: [true, false] },
  { key: 'files', first: i18n('مریم', 'Maryam'), last: i18n('حسینی', 'Hosseini'), roles: [ROLE.FILE_MANAGEMENT], avatar: true, address: false },
  {
    key: 'posts',
    first: i18n('نگار', 'Negar'),
    last: i18n('موسوی', 'Mousavi'),
    roles: [ROLE.POST_MANAGEMENT],
    avatar: true,
    address: false,
    bio: i18n(
      '<p>کارشناس ارشد گیاهان دارویی و نویسنده مقالات سلامت پوست. عاشق چای کوهی و پیاده‌روی در دامنه‌های البرز.</p>',
      '<p>Medicinal plants specialist and skin-health writer. Loves mountain tea and walks in the Alborz foothills.</p>',
    ),
  },
  { key: 'courier', first: i18n('حسن', 'Hassan'), last: i18n('جعفری', 'Jafari'), roles: [ROLE.COURIER], avatar: true, address: false },
  { key: 'customer', first: i18n('زهرا', 'Zahra'), last: i18n('محمدی', 'Mohammadi'), roles: [ROLE.CUSTOMER], avatar: true, address: true },
  { key: 'incomplete', first: i18n('امیر', 'Amir'), last: i18n('نوری', 'Nouri'), roles: [ROLE.CUSTOMER], avatar: false, address: false },
  { key: 'disabled', first: i18n('کاوه', 'Kaveh'), last: i18n('صادقی', 'Sadeghi'), roles: [ROLE.CUSTOMER], avatar: false, address: false },
];

const STREETS = ['خیابان ولیعصر', 'خیابان شریعتی', 'خیابان انقلاب', 'بلوار کشاورز', 'خیابان مطهری', 'خیابان ستارخان', 'خیابان پاسداران', 'خیابان دماوند', 'بلوار فردوس', 'خیابان آزادی', 'بلوار میرداماد', 'خیابان کارگر شمالی'];
const ALLEYS = ['کوچه لاله', 'کوچه یاس', 'کوچه بهار', 'کوچه گلستان', 'کوچه سروش', 'کوچه نسترن', 'کوچه مهر', 'کوچه نیلوفر', 'بن‌بست اقاقیا'];

/** u6's home: Vanak, Tehran. */
export const CUSTOMER_LOCATION = { lat: 35.7571, lng: 51.4093 };

export function seedUsers(ctx: SeedContext, address: AddressIndex): void {
  const { db, rng } = ctx;
  const tehranRegions = address.regionsByCity.get(TEHRAN_CITY) ?? [];

  const makeAddress = (cityId: string, location: { lat: number; lng: number } | null): AddressRecord => {
    const city = db.cities.find((c) => c.id === cityId)!;
    const regions = address.regionsByCity.get(cityId) ?? [];
    const region = location ? (regions.find((r) => pointInPolygon(location, r.coordinates)) ?? null) : null;
    const cityName = city.name.fa;
    return {
      province: city.province,
      city: city.id,
      region: region?.id ?? null,
      place: `${cityName}، ${rng.pick(STREETS)}، ${rng.pick(ALLEYS)}`,
      plaque: String(rng.int(1, 180)),
      unit: String(rng.int(1, 24)),
      postalCode: `1${rng.digits(9)}`,
      location,
    };
  };
  const tehranPoint = () => {
    const region = rng.pick(tehranRegions);
    const lats = region.coordinates.map((p) => p.lat);
    const lngs = region.coordinates.map((p) => p.lng);
    const lat = (Math.min(...lats) + Math.max(...lats)) / 2 + rng.float(-0.004, 0.004);
    const lng = (Math.min(...lngs) + Math.max(...lngs)) / 2 + rng.float(-0.004, 0.004);
    return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
  };
  const avatar = (first: I18n, last: I18n, ageDays: number) =>
    ctx.files.add({
      directory: DIR.profilePictures,
      baseName: `avatar-${first.en}-${last.en}`.toLowerCase(),
      alias: `${first.en} ${last.en}`,
      ageDays,
      kind: 'jpg',
    });

  const push = (user: Omit<UserRecord, 'createdAt' | 'updatedAt'>, ageDays: number) => {
    db.users.push({ ...user, ...stamps(ctx, ageDays) });
  };

  FIXED.forEach((fixed, i) => {
    const { id, mobile, email } = USERS[fixed.key];
    const ageDays = 740 - i * 5;
    let addresses: AddressRecord[] = [];
    if (fixed.address) {
      const location = fixed.key === 'customer' ? CUSTOMER_LOCATION : tehranPoint();
      const addr = makeAddress(TEHRAN_CITY, location);
      if (fixed.key === 'customer') {
        Object.assign(addr, {
          place: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نیلوفر',
          plaque: '12',
          unit: '3',
          postalCode: '1969833114',
        });
      }
      addresses = [addr];
    }
    push(
      {
        id,
        firstName: fixed.first,
        lastName: fixed.last,
        email,
        mobile,
        country: IRAN,
        password: SEEDED_PASSWORD,
        nationalCode: fixed.address || fixed.key === 'posts' ? nationalCodeFrom(`00${i + 1}4581${i}7`) : null,
        birthAt: fixed.key === 'incomplete' ? null : `19${85 - i}-0${(i % 9) + 1}-1${i}T00:00:00.000Z`,
        body: fixed.bio ?? null,
        image: fixed.avatar ? avatar(fixed.first, fixed.last, ageDays) : null,
        enable: fixed.key !== 'disabled',
        roles: fixed.roles,
        smsDiscountCode: null,
        addresses,
        setting: { alopeyk: { enable: fixed.setting?.[0] ?? false }, alopost: { enable: fixed.setting?.[1] ?? false } },
      },
      ageDays,
    );
  });

  // Two more couriers (u9, u10).
  for (let i = 0; i < 2; i++) {
    const first = FIRST_NAMES[i * 3 + 1];
    const last = LAST_NAMES[i * 5 + 7];
    push(
      {
        id: `u${9 + i}`,
        firstName: first,
        lastName: last,
        email: `courier${i + 2}@shop.test`,
        mobile: `91200000${String(9 + i).padStart(2, '0')}`,
        country: IRAN,
        password: SEEDED_PASSWORD,
        nationalCode: nationalCodeFrom(rng.digits(9)),
        birthAt: null,
        body: null,
        image: avatar(first, last, 500 - i * 40),
        enable: true,
        roles: [ROLE.COURIER],
        smsDiscountCode: null,
        addresses: [],
        setting: { alopeyk: { enable: false }, alopost: { enable: false } },
      },
      500 - i * 40,
    );
  }

  // 60 customers (u11…u70), mobiles 9121000001…
  const otherCities = db.cities.filter((c) => c.id !== TEHRAN_CITY);
  for (let n = 1; n <= 60; n++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const ageDays = rng.int(5, 700);
    let addresses: AddressRecord[] = [];
    if (rng.chance(0.75)) {
      const inTehran = rng.chance(0.6);
      const cityId = inTehran ? TEHRAN_CITY : rng.pick(otherCities).id;
      addresses = [makeAddress(cityId, inTehran ? tehranPoint() : null)];
    }
    push(
      {
        id: `u${10 + n}`,
        firstName: first,
        lastName: last,
        email: `${first.en}.${last.en}${n}@mail.test`.toLowerCase(),
        mobile: `9121${String(n).padStart(6, '0')}`,
        country: IRAN,
        password: SEEDED_PASSWORD,
        nationalCode: addresses.length ? nationalCodeFrom(rng.digits(9)) : null,
        birthAt: rng.chance(0.6)
          ? new Date(Date.UTC(rng.int(1965, 2005), rng.int(0, 11), rng.int(1, 28))).toISOString()
          : null,
        body: null,
        image: rng.chance(0.2) ? avatar(first, last, ageDays) : null,
        enable: true,
        roles: [ROLE.CUSTOMER],
        smsDiscountCode: rng.chance(0.15) ? rng.digits(5) : null,
        addresses,
        setting: { alopeyk: { enable: false }, alopost: { enable: false } },
      },
      ageDays,
    );
  }
}

const DEVICES: readonly TokenRecord['log'][] = [
  { isDesktop: true, platform: 'Windows', browser: 'Chrome' },
  { isDesktop: true, platform: 'macOS', browser: 'Safari' },
  { isDesktop: true, platform: 'Linux', browser: 'Firefox' },
  { isDesktop: false, platform: 'Android', browser: 'Chrome' },
  { isDesktop: false, platform: 'iOS', browser: 'Safari' },
  { isDesktop: true, platform: 'Windows', browser: 'Edge' },
  { isDesktop: false, platform: 'Android', browser: 'Samsung Internet' },
];

/** 2–4 sessions per user; the first one's key is `seededApiKey(user.id)`. */
export function seedTokens(ctx: SeedContext): void {
  const { db, rng } = ctx;
  for (const user of db.users) {
    const count = rng.int(2, 4);
    const created = Date.parse(user.createdAt);
    for (let i = 0; i < count; i++) {
      const at = new Date(created + rng.float(0, FIXED_NOW - created) * (i === 0 ? 0.2 : 1)).toISOString();
      db.tokens.push({
        id: `t${db.tokens.length + 1}`,
        key: i === 0 ? seededApiKey(user.id) : `k-${rng.hex(32)}`,
        user: user.id,
        log: rng.pick(DEVICES),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}
