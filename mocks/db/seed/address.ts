import { distanceMeters, faDigits } from '../geo';
import type { CityRecord, I18n, LatLngRecord, RegionRecord } from '../types';
import { stamps, type SeedContext } from './context';
import { i18n } from './names';

export const IRAN = 'c1';
export const TEHRAN_PROVINCE = 'p1';
export const TEHRAN_CITY = 'ct1';
export const TEHRAN_CENTER: LatLngRecord = { lat: 35.7158, lng: 51.4167 };

const COUNTRIES: readonly [I18n, number][] = [
  [i18n('ایران', 'Iran'), 98],
  [i18n('ترکیه', 'Turkey'), 90],
  [i18n('امارات متحده عربی', 'United Arab Emirates'), 971],
  [i18n('آلمان', 'Germany'), 49],
  [i18n('فرانسه', 'France'), 33],
  [i18n('کره جنوبی', 'South Korea'), 82],
  [i18n('عراق', 'Iraq'), 964],
];

/** 31 provinces, Tehran first; the larger ones with several cities (capital first). */
const PROVINCES: readonly [I18n, readonly I18n[]][] = [
  [i18n('تهران', 'Tehran'), [i18n('تهران', 'Tehran'), i18n('شهریار', 'Shahriar'), i18n('اسلامشهر', 'Eslamshahr'), i18n('ورامین', 'Varamin'), i18n('دماوند', 'Damavand'), i18n('پاکدشت', 'Pakdasht')]],
  [i18n('اصفهان', 'Isfahan'), [i18n('اصفهان', 'Isfahan'), i18n('کاشان', 'Kashan'), i18n('نجف‌آباد', 'Najafabad'), i18n('خمینی‌شهر', 'Khomeini Shahr'), i18n('شهرضا', 'Shahreza')]],
  [i18n('فارس', 'Fars'), [i18n('شیراز', 'Shiraz'), i18n('مرودشت', 'Marvdasht'), i18n('کازرون', 'Kazerun'), i18n('جهرم', 'Jahrom'), i18n('فسا', 'Fasa')]],
  [i18n('خراسان رضوی', 'Razavi Khorasan'), [i18n('مشهد', 'Mashhad'), i18n('نیشابور', 'Neyshabur'), i18n('سبزوار', 'Sabzevar'), i18n('تربت حیدریه', 'Torbat-e Heydarieh'), i18n('قوچان', 'Quchan')]],
  [i18n('آذربایجان شرقی', 'East Azerbaijan'), [i18n('تبریز', 'Tabriz'), i18n('مراغه', 'Maragheh'), i18n('مرند', 'Marand'), i18n('میانه', 'Mianeh')]],
  [i18n('البرز', 'Alborz'), [i18n('کرج', 'Karaj'), i18n('نظرآباد', 'Nazarabad'), i18n('هشتگرد', 'Hashtgerd')]],
  [i18n('خوزستان', 'Khuzestan'), [i18n('اهواز', 'Ahvaz'), i18n('دزفول', 'Dezful'), i18n('آبادان', 'Abadan'), i18n('خرمشهر', 'Khorramshahr'), i18n('شوشتر', 'Shushtar')]],
  [i18n('مازندران', 'Mazandaran'), [i18n('ساری', 'Sari'), i18n('بابل', 'Babol'), i18n('آمل', 'Amol'), i18n('قائم‌شهر', 'Qaem Shahr'), i18n('چالوس', 'Chalus')]],
  [i18n('گیلان', 'Gilan'), [i18n('رشت', 'Rasht'), i18n('بندر انزلی', 'Bandar-e Anzali'), i18n('لاهیجان', 'Lahijan'), i18n('لنگرود', 'Langarud')]],
  [i18n('کرمان', 'Kerman'), [i18n('کرمان', 'Kerman'), i18n('رفسنجان', 'Rafsanjan'), i18n('سیرجان', 'Sirjan'), i18n('بم', 'Bam')]],
  [i18n('یزد', 'Yazd'), [i18n('یزد', 'Yazd'), i18n('میبد', 'Meybod'), i18n('اردکان', 'Ardakan')]],
  [i18n('آذربایجان غربی', 'West Azerbaijan'), [i18n('ارومیه', 'Urmia'), i18n('خوی', 'Khoy'), i18n('مهاباد', 'Mahabad')]],
  [i18n('قم', 'Qom'), [i18n('قم', 'Qom')]],
  [i18n('همدان', 'Hamadan'), [i18n('همدان', 'Hamadan')]],
  [i18n('کرمانشاه', 'Kermanshah'), [i18n('کرمانشاه', 'Kermanshah')]],
  [i18n('مرکزی', 'Markazi'), [i18n('اراک', 'Arak')]],
  [i18n('قزوین', 'Qazvin'), [i18n('قزوین', 'Qazvin')]],
  [i18n('زنجان', 'Zanjan'), [i18n('زنجان', 'Zanjan')]],
  [i18n('سمنان', 'Semnan'), [i18n('سمنان', 'Semnan')]],
  [i18n('گلستان', 'Golestan'), [i18n('گرگان', 'Gorgan')]],
  [i18n('اردبیل', 'Ardabil'), [i18n('اردبیل', 'Ardabil')]],
  [i18n('لرستان', 'Lorestan'), [i18n('خرم‌آباد', 'Khorramabad')]],
  [i18n('کردستان', 'Kurdistan'), [i18n('سنندج', 'Sanandaj')]],
  [i18n('هرمزگان', 'Hormozgan'), [i18n('بندرعباس', 'Bandar Abbas')]],
  [i18n('بوشهر', 'Bushehr'), [i18n('بوشهر', 'Bushehr')]],
  [i18n('سیستان و بلوچستان', 'Sistan and Baluchestan'), [i18n('زاهدان', 'Zahedan')]],
  [i18n('خراسان شمالی', 'North Khorasan'), [i18n('بجنورد', 'Bojnurd')]],
  [i18n('خراسان جنوبی', 'South Khorasan'), [i18n('بیرجند', 'Birjand')]],
  [i18n('چهارمحال و بختیاری', 'Chaharmahal and Bakhtiari'), [i18n('شهرکرد', 'Shahrekord')]],
  [i18n('کهگیلویه و بویراحمد', 'Kohgiluyeh and Boyer-Ahmad'), [i18n('یاسوج', 'Yasuj')]],
  [i18n('ایلام', 'Ilam'), [i18n('ایلام', 'Ilam')]],
];

/** Lookup helpers for other seeds. */
export interface AddressIndex {
  cityByEn: Map<string, CityRecord>;
  regionsByCity: Map<string, RegionRecord[]>;
}

export function seedAddress(ctx: SeedContext): AddressIndex {
  const { db, rng } = ctx;
  db.countries = COUNTRIES.map(([name, callingCode], i) => ({
    id: `c${i + 1}`,
    name,
    callingCode,
    publish: i < 6,
    ...stamps(ctx, 700 - i),
  }));

  const cityByEn = new Map<string, CityRecord>();
  let cityNo = 1;
  PROVINCES.forEach(([name, cities], i) => {
    const province = `p${i + 1}`;
    db.provinces.push({ id: province, name, country: IRAN, publish: true, ...stamps(ctx, 690 - i) });
    for (const cityName of cities) {
      const city: CityRecord = {
        id: `ct${cityNo++}`,
        name: cityName,
        country: IRAN,
        province,
        publish: true,
        ...stamps(ctx, 680 - cityNo),
      };
      db.cities.push(city);
      if (!cityByEn.has(cityName.en)) cityByEn.set(cityName.en, city);
    }
  });

  const regionsByCity = new Map<string, RegionRecord[]>();
  const addRegions = (city: CityRecord, cells: { name: I18n; coordinates: LatLngRecord[] }[], hub: LatLngRecord) => {
    const first = db.regions.length + 1;
    const list = cells.map((cell, i): RegionRecord => {
      const centre = centroid(cell.coordinates);
      const km = distanceMeters(hub, centre) / 1000;
      return {
        id: `rg${first + i}`,
        name: cell.name,
        price: Math.round((250_000 + km * 28_000 + rng.int(0, 5) * 10_000) / 10_000) * 10_000,
        country: city.country,
        province: city.province,
        city: city.id,
        coordinates: cell.coordinates,
        publish: true,
        ...stamps(ctx, 600 - first - i),
      };
    });
    db.regions.push(...list);
    regionsByCity.set(city.id, list);
  };

  const tehranCells = tileBox(ctx, { north: 35.8, south: 35.62, west: 51.22, east: 51.62 }, [5, 6, 6, 5]);
  addRegions(
    cityByEn.get('Tehran')!,
    tehranCells.map((coordinates, i) => ({
      name: i18n(`منطقه ${faDigits(i + 1)}`, `District ${i + 1}`),
      coordinates,
    })),
    { lat: 35.7575, lng: 51.41 },
  );
  const isfahanNames = [i18n('چهارباغ', 'Chaharbagh'), i18n('جلفا', 'Jolfa'), i18n('سپاهان‌شهر', 'Sepahanshahr')];
  addRegions(
    cityByEn.get('Isfahan')!,
    tileBox(ctx, { north: 32.7, south: 32.6, west: 51.6, east: 51.74 }, [3]).map((c, i) => ({
      name: isfahanNames[i],
      coordinates: c,
    })),
    { lat: 32.6475, lng: 51.6703 },
  );
  const shirazNames = [i18n('ارم', 'Eram'), i18n('معالی‌آباد', 'Maaliabad'), i18n('زرهی', 'Zerehi')];
  addRegions(
    cityByEn.get('Shiraz')!,
    tileBox(ctx, { north: 29.66, south: 29.56, west: 52.46, east: 52.6 }, [3]).map((c, i) => ({
      name: shirazNames[i],
      coordinates: c,
    })),
    { lat: 29.61, lng: 52.54 },
  );
  return { cityByEn, regionsByCity };
}

function centroid(points: readonly LatLngRecord[]): LatLngRecord {
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length;
  return { lat, lng };
}

const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

/**
 * Tiles a box with non-overlapping polygons: rows from north to south, `columns[r]` cells per row.
 * Inner vertical borders bend at mid-row (shared by both neighbours), giving 5–6 points per cell.
 */
function tileBox(
  ctx: SeedContext,
  box: { north: number; south: number; west: number; east: number },
  columns: readonly number[],
): LatLngRecord[][] {
  const { rng } = ctx;
  const cells: LatLngRecord[][] = [];
  const rowHeight = (box.north - box.south) / columns.length;
  columns.forEach((count, r) => {
    const top = box.north - r * rowHeight;
    const bottom = top - rowHeight;
    const mid = (top + bottom) / 2;
    const width = (box.east - box.west) / count;
    const xs = Array.from({ length: count + 1 }, (_, k) =>
      k === 0 || k === count ? box.west + k * width : box.west + k * width + rng.float(-0.2, 0.2) * width,
    );
    const bend = xs.map((x, k) => (k === 0 || k === count ? x : x + rng.float(-0.25, 0.25) * width));
    for (let c = 0; c < count; c++) {
      const polygon: LatLngRecord[] = [
        { lat: top, lng: xs[c] },
        { lat: top, lng: xs[c + 1] },
      ];
      if (c + 1 < count) polygon.push({ lat: mid, lng: bend[c + 1] });
      polygon.push({ lat: bottom, lng: xs[c + 1] }, { lat: bottom, lng: xs[c] });
      if (c > 0) polygon.push({ lat: mid, lng: bend[c] });
      cells.push(polygon.map((p) => ({ lat: round5(p.lat), lng: round5(p.lng) })));
    }
  });
  return cells;
}
