import type { I18n, LatLngRecord } from '../types';
import type { AddressIndex } from './address';
import { stamps, type SeedContext } from './context';
import { DIR } from './files';
import { i18n, slugify } from './names';

interface StoreSeed {
  name: I18n;
  city: string;
  address: I18n;
  addressMap: I18n;
  location: LatLngRecord;
  tel: string;
  mobile: string;
  plaque: string;
  unit: number;
}

const STORES: readonly StoreSeed[] = [
  {
    name: i18n('شعبه ونک', 'Vanak branch'),
    city: 'Tehran',
    address: i18n('تهران، میدان ونک، خیابان ملاصدرا، نبش شیخ بهایی', 'Tehran, Vanak Sq., Mollasadra St., corner of Sheikh Bahaei'),
    addressMap: i18n('ونک، ملاصدرا', 'Vanak, Mollasadra'),
    location: { lat: 35.7575, lng: 51.41 },
    tel: '02188776655',
    mobile: '09121112233,09351112233',
    plaque: '48',
    unit: 1,
  },
  {
    name: i18n('شعبه انقلاب', 'Enghelab branch'),
    city: 'Tehran',
    address: i18n('تهران، خیابان انقلاب، روبه‌روی دانشگاه تهران، پاساژ فروزنده', 'Tehran, Enghelab St., opposite the University of Tehran, Forouzandeh arcade'),
    addressMap: i18n('میدان انقلاب', 'Enghelab Square'),
    location: { lat: 35.7008, lng: 51.391 },
    tel: '02166401234',
    mobile: '09122223344',
    plaque: '1120',
    unit: 14,
  },
  {
    name: i18n('شعبه اصفهان', 'Isfahan branch'),
    city: 'Isfahan',
    address: i18n('اصفهان، خیابان چهارباغ عباسی، کوچه سنبل', 'Isfahan, Chaharbagh Abbasi St., Sonbol Alley'),
    addressMap: i18n('چهارباغ عباسی', 'Chaharbagh Abbasi'),
    location: { lat: 32.6475, lng: 51.6703 },
    tel: '03132201020',
    mobile: '09131234567,09133334455',
    plaque: '27',
    unit: 2,
  },
  {
    name: i18n('شعبه شیراز', 'Shiraz branch'),
    city: 'Shiraz',
    address: i18n('شیراز، بلوار زند، نرسیده به چهارراه زند', 'Shiraz, Zand Blvd., before Zand crossroads'),
    addressMap: i18n('بلوار زند', 'Zand Boulevard'),
    location: { lat: 29.61, lng: 52.54 },
    tel: '07132345678',
    mobile: '09171234567',
    plaque: '96',
    unit: 1,
  },
  {
    name: i18n('شعبه مشهد', 'Mashhad branch'),
    city: 'Mashhad',
    address: i18n('مشهد، خیابان احمدآباد، بین عارف ۱ و ۳', 'Mashhad, Ahmadabad St., between Aref 1 and 3'),
    addressMap: i18n('احمدآباد', 'Ahmadabad'),
    location: { lat: 36.305, lng: 59.579 },
    tel: '05138401122',
    mobile: '09151234567,09157654321',
    plaque: '210',
    unit: 3,
  },
];

export function seedStores(ctx: SeedContext, address: AddressIndex): void {
  ctx.db.stores = STORES.map((s, i) => {
    const city = address.cityByEn.get(s.city)!;
    return {
      id: `s${i + 1}`,
      name: s.name,
      store: i + 1,
      country: city.country,
      province: city.province,
      city: city.id,
      email: `${slugify(s.name.en).replace(/-branch$/, '')}@shop.test`,
      website: 'https://shop.test',
      tel: s.tel,
      mobile: s.mobile,
      address: s.address,
      plaque: s.plaque,
      unit: s.unit,
      location: s.location,
      addressMap: s.addressMap,
      publish: true,
      ...stamps(ctx, 720 - i * 60),
    };
  });
}

/** [fa, en, country id] — a mix of Iranian and foreign skin-care brands (invented). */
const BRANDS: readonly [string, string, string][] = [
  ['گیاه‌آرا', 'Giyah Ara', 'c1'],
  ['نیلوفر طبیعت', 'Niloufar Naturals', 'c1'],
  ['سپیدگل', 'Sepid Gol', 'c1'],
  ['زاگرس هربال', 'Zagros Herbal', 'c1'],
  ['البرز بوتانیکس', 'Alborz Botanics', 'c1'],
  ['خزر کر', 'Khazar Care', 'c1'],
  ['مهتاب', 'Mahtab Beauty', 'c1'],
  ['صبا ارگانیک', 'Saba Organic', 'c1'],
  ['گلنار', 'Golnar Skin', 'c1'],
  ['مدیترا اسکین', 'Mediterra Skin', 'c2'],
  ['ولوت بلوم', 'Velvet Bloom', 'c5'],
  ['سئول گلو', 'Seoul Glow', 'c6'],
  ['نوردیک پیور', 'Nordic Pure', 'c4'],
  ['عود هاوس', 'Oud House', 'c3'],
];

export function seedBrands(ctx: SeedContext): void {
  const { db, rng } = ctx;
  db.brands = BRANDS.map(([fa, en, country], i) => {
    const ageDays = 700 - i * 20;
    return {
      id: `b${i + 1}`,
      name: i18n(fa, en),
      country,
      publish: i !== 12,
      files: ctx.files.images(rng.int(1, 2), {
        directory: DIR.brandsProjects,
        baseName: `brand-${slugify(en)}`,
        alias: en,
        ageDays,
      }),
      ...stamps(ctx, ageDays),
    };
  });
}
