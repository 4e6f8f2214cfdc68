/// <reference types="vite/client" />
/**
 * An option of the mock to try the admin product list at page sizes of 1,000 and 10,000: extra
 * generated products on top of the ~160 seeded ones. Off by default (tests and the contract check see
 * the ordinary seed). Ask for N extra products with
 *
 * - `MOCK_PRODUCTS=10000 npm run mock:api` (the loopback mock, e.g. behind a production build),
 * - `VITE_MOCK_PRODUCTS=10000 npm start` (MSW in the browser), or
 * - `?mockProducts=10000` on any page of `npm start` (kept for the tab's session; `?mockProducts=0` ends it).
 *
 * The extra products reuse the seeded products' categories, brands and images, and use their own
 * random stream, so the rest of the seed stays exactly as without the option.
 */
import { Rng } from '../random';
import { bulkCount } from './bulkOption';
import type { Db, ProductRecord } from '../types';

export const BULK_PRODUCTS_MAX = 100_000;

/** How many extra products were asked for (0 when none). */
export function bulkProductCount(): number {
  // written out as `import.meta.env.VITE_…` so Vite fills it in the browser; undefined under Node
  const env = import.meta.env as ImportMetaEnv | undefined; // undefined under Node
  const vite = env?.VITE_MOCK_PRODUCTS as string | undefined;
  return bulkCount({ env: 'MOCK_PRODUCTS', vite, param: 'mockProducts', sessionKey: 'mock.products', max: BULK_PRODUCTS_MAX });
}

/** Appends `count` generated products (`pr<n>`, numbered after the seeded ones). */
export function seedBulkProducts(db: Db, count: number): void {
  if (count <= 0 || db.products.length === 0) return;
  const rng = new Rng(0xb0_1c);
  const templates = db.products.slice();
  const start = templates.length;
  for (let i = 0; i < count; i++) {
    const base = rng.pick(templates);
    const n = start + i + 1;
    const price = Math.round(rng.int(50_000, 3_000_000) / 10_000) * 10_000;
    const stocks = base.stocks.map((s) => ({ store: s.store, count: rng.chance(0.2) ? 0 : rng.int(1, 30) }));
    const record: ProductRecord = {
      ...base,
      id: `pr${n}`,
      name: { fa: `${base.name.fa} ${n}`, en: `${base.name.en} ${n}` },
      alias: `${base.alias}-${n}`,
      price,
      discount: rng.chance(0.3) ? Math.round((price * rng.float(0.05, 0.3)) / 10_000) * 10_000 : 0,
      stocks,
      count: stocks.reduce((sum, s) => sum + s.count, 0),
      position: n,
      hits: rng.int(0, 5000),
      files: base.files.slice(0, 1),
      categories: base.categories.slice(),
      publish: rng.chance(0.95),
    };
    db.products.push(record);
  }
}
