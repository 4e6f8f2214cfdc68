import { distanceMeters, pointInPolygon } from '../db/geo';
import { hashString } from '../lib/images';
import { db } from '../db/state';
import type { CityRecord, I18n, LatLngRecord } from '../db/types';

/**
 * The mock's stand-in for the Neshan maps service: place suggestions in Tehran, and reverse geocoding
 * that answers province, city and a street address for points inside Iran (nothing elsewhere).
 */

const i18n = (fa: string, en: string): I18n => ({ fa, en });

/** Known places in Tehran for the suggestion box. */
export const TEHRAN_PLACES: readonly { title: I18n; lat: number; lng: number }[] = [
  { title: i18n('میدان آزادی', 'Azadi Square'), lat: 35.6997, lng: 51.338 },
  { title: i18n('برج میلاد', 'Milad Tower'), lat: 35.7448, lng: 51.3753 },
  { title: i18n('میدان ونک', 'Vanak Square'), lat: 35.7574, lng: 51.4098 },
  { title: i18n('میدان تجریش', 'Tajrish Square'), lat: 35.8044, lng: 51.4337 },
  { title: i18n('میدان انقلاب', 'Enghelab Square'), lat: 35.7009, lng: 51.3912 },
  { title: i18n('میدان ولیعصر', 'Valiasr Square'), lat: 35.7125, lng: 51.4068 },
  { title: i18n('میدان تیر', 'Haft-e Tir Square'), lat: 35.7158, lng: 51.4263 },
  { title: i18n('میدان امام حسین', 'Imam Hossein Square'), lat: 35.7019, lng: 51.4452 },
  { title: i18n('میدان رسالت', 'Resalat Square'), lat: 35.7365, lng: 51.4962 },
  { title: i18n('پارک ملت', 'Mellat Park'), lat: 35.7803, lng: 51.4188 },
  { title: i18n('بازار بزرگ تهران', 'Grand Bazaar of Tehran'), lat: 35.6743, lng: 51.4215 },
  { title: i18n('کاخ گلستان', 'Golestan Palace'), lat: 35.6797, lng: 51.4203 },
  { title: i18n('دانشگاه تهران', 'University of Tehran'), lat: 35.7036, lng: 51.3965 },
  { title: i18n('پل طبیعت', 'Tabiat Bridge'), lat: 35.7537, lng: 51.4213 },
  { title: i18n('میدان هروی', 'Heravi Square'), lat: 35.7694, lng: 51.4745 },
  { title: i18n('خیابان ولیعصر', 'Valiasr Street'), lat: 35.7326, lng: 51.4099 },
  { title: i18n('خیابان شریعتی', 'Shariati Street'), lat: 35.7476, lng: 51.4429 },
  { title: i18n('بلوار کشاورز', 'Keshavarz Boulevard'), lat: 35.7121, lng: 51.3978 },
];

/** A rough outline of Iran's border (lat/lng), enough to tell "in Iran" from "elsewhere". */
const IRAN_OUTLINE: readonly LatLngRecord[] = [
  { lat: 39.78, lng: 44.03 }, { lat: 39.4, lng: 44.8 }, { lat: 38.85, lng: 46.5 }, { lat: 39.2, lng: 47.9 },
  { lat: 38.45, lng: 48.9 }, { lat: 37.6, lng: 49.1 }, { lat: 36.65, lng: 51.8 }, { lat: 36.95, lng: 54.0 },
  { lat: 37.35, lng: 55.5 }, { lat: 38.1, lng: 57.3 }, { lat: 37.5, lng: 59.5 }, { lat: 36.65, lng: 61.15 },
  { lat: 35.6, lng: 61.25 }, { lat: 34.5, lng: 60.6 }, { lat: 33.5, lng: 60.9 }, { lat: 31.5, lng: 61.8 },
  { lat: 29.85, lng: 60.9 }, { lat: 28.5, lng: 62.6 }, { lat: 27.2, lng: 63.3 }, { lat: 26.3, lng: 61.8 },
  { lat: 25.2, lng: 61.6 }, { lat: 25.5, lng: 59.0 }, { lat: 26.6, lng: 57.2 }, { lat: 27.1, lng: 56.3 },
  { lat: 26.8, lng: 54.5 }, { lat: 27.7, lng: 52.2 }, { lat: 29.1, lng: 50.6 }, { lat: 30.0, lng: 49.5 },
  { lat: 29.95, lng: 48.6 }, { lat: 31.0, lng: 47.7 }, { lat: 32.4, lng: 47.4 }, { lat: 33.6, lng: 45.9 },
  { lat: 35.1, lng: 45.4 }, { lat: 35.8, lng: 46.1 }, { lat: 37.1, lng: 44.8 }, { lat: 38.3, lng: 44.3 },
];

/** Centres of the seeded cities the mock can name (English name → point). */
const CITY_CENTRES: Partial<Record<string, LatLngRecord>> = {
  Tehran: { lat: 35.7158, lng: 51.4167 }, Shahriar: { lat: 35.6596, lng: 51.0592 }, Eslamshahr: { lat: 35.5442, lng: 51.2302 },
  Varamin: { lat: 35.3242, lng: 51.6457 }, Damavand: { lat: 35.7178, lng: 52.065 }, Pakdasht: { lat: 35.4817, lng: 51.6803 },
  Isfahan: { lat: 32.6546, lng: 51.668 }, Kashan: { lat: 33.9831, lng: 51.4364 }, Shiraz: { lat: 29.5918, lng: 52.5837 },
  Mashhad: { lat: 36.2605, lng: 59.6168 }, Tabriz: { lat: 38.0962, lng: 46.2738 }, Karaj: { lat: 35.8327, lng: 50.9915 },
  Ahvaz: { lat: 31.3183, lng: 48.6706 }, Sari: { lat: 36.5633, lng: 53.0601 }, Rasht: { lat: 37.2808, lng: 49.5832 },
  Kerman: { lat: 30.2839, lng: 57.0834 }, Yazd: { lat: 31.8974, lng: 54.3569 }, Urmia: { lat: 37.5527, lng: 45.0761 },
  Qom: { lat: 34.6416, lng: 50.8746 }, Hamadan: { lat: 34.7992, lng: 48.5146 }, Kermanshah: { lat: 34.3142, lng: 47.065 },
  Arak: { lat: 34.0954, lng: 49.7013 }, Qazvin: { lat: 36.2797, lng: 50.0049 }, Zanjan: { lat: 36.6736, lng: 48.4787 },
  Semnan: { lat: 35.5769, lng: 53.3952 }, Gorgan: { lat: 36.8456, lng: 54.4393 }, Ardabil: { lat: 38.2498, lng: 48.2933 },
  Khorramabad: { lat: 33.4878, lng: 48.3558 }, Sanandaj: { lat: 35.3219, lng: 46.9862 }, 'Bandar Abbas': { lat: 27.1832, lng: 56.2666 },
  Bushehr: { lat: 28.9234, lng: 50.8203 }, Zahedan: { lat: 29.4963, lng: 60.8629 }, Bojnurd: { lat: 37.4747, lng: 57.329 },
  Birjand: { lat: 32.8649, lng: 59.2262 }, Shahrekord: { lat: 32.3256, lng: 50.8644 }, Yasuj: { lat: 30.6682, lng: 51.588 },
  Ilam: { lat: 33.6374, lng: 46.4227 },
};

const STREETS: readonly I18n[] = [
  i18n('خیابان ولیعصر', 'Valiasr Street'), i18n('خیابان شریعتی', 'Shariati Street'), i18n('خیابان انقلاب', 'Enghelab Street'),
  i18n('بلوار کشاورز', 'Keshavarz Boulevard'), i18n('خیابان مطهری', 'Motahari Street'), i18n('خیابان آزادی', 'Azadi Street'),
  i18n('خیابان امام خمینی', 'Imam Khomeini Street'), i18n('بلوار جمهوری', 'Jomhouri Boulevard'), i18n('خیابان بهار', 'Bahar Street'),
];
const ALLEYS: readonly I18n[] = [
  i18n('کوچه لاله', 'Laleh Alley'), i18n('کوچه یاس', 'Yas Alley'), i18n('کوچه نسترن', 'Nastaran Alley'), i18n('کوچه مهر', 'Mehr Alley'),
];

export function isInIran(point: LatLngRecord): boolean {
  return pointInPolygon(point, IRAN_OUTLINE);
}

/** The city of a point: a region polygon that contains it, else the nearest known city centre. */
function cityOf(point: LatLngRecord): CityRecord | undefined {
  const region = db.regions.find((r) => r.publish && pointInPolygon(point, r.coordinates));
  if (region) return db.cities.find((c) => c.id === region.city);
  let best: { city: CityRecord; distance: number } | undefined;
  for (const city of db.cities) {
    const centre = CITY_CENTRES[city.name.en];
    if (!centre) continue;
    const distance = distanceMeters(point, centre);
    if (!best || distance < best.distance) best = { city, distance };
  }
  return best?.city;
}

/** Province, city and a street address for a point in Iran; null elsewhere. */
export function reverseGeocode(point: LatLngRecord): { province: I18n; city: I18n; address: I18n } | null {
  if (!isInIran(point)) return null;
  const city = cityOf(point);
  const province = city ? db.provinces.find((p) => p.id === city.province) : undefined;
  if (!city || !province) return null;
  const seed = hashString(`${point.lat.toFixed(3)},${point.lng.toFixed(3)}`);
  const street = STREETS[seed % STREETS.length];
  const alley = ALLEYS[(seed >>> 8) % ALLEYS.length];
  return {
    province: province.name,
    city: city.name,
    address: i18n(`${city.name.fa}، ${street.fa}، ${alley.fa}`, `${alley.en}, ${street.en}, ${city.name.en}`),
  };
}

/** Places whose title contains the text (either language), best first. */
export function suggestPlaces(text: string): { title: I18n; lat: number; lng: number }[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return TEHRAN_PLACES.filter((p) => p.title.fa.includes(needle) || p.title.en.toLowerCase().includes(needle)).slice(0, 10);
}
