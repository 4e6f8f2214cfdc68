/**
 * The mock backend's state: a seeded, bilingual, in-memory database.
 *
 * Seeded ids and keys others rely on:
 * - Users (password `Passw0rd!`, country c1 Iran): u1 admin (ADMIN, 9120000001, admin@shop.test),
 *   u2 manager (ECOMMERCE_MANAGEMENT, 9120000002), u3 (FILE_MANAGEMENT, 9120000003),
 *   u4 (POST_MANAGEMENT, 9120000004), u5 (COURIER, 9120000005), u6 customer with a complete profile,
 *   3 cart lines and 12 invoices (9120000006, customer@shop.test), u7 incomplete profile (9120000007),
 *   u8 disabled (9120000008), u9–u10 couriers, u11–u70 customers (mobiles 9121000001…9121000060).
 * - Api keys: `seededApiKey(id)` = `test-key-<id>` is a valid session of every seeded user.
 * - Verification code (SMS, mobile mode): 12345.
 * - Coupons: 55555 is valid (10%, ceiling 500,000 rial, never expires); 44444 is expired.
 * - HOME_CATEGORY_IDS = ['pc1', 'pc4'] (skin care, herbal teas); sample product alias
 *   `aloe-vera-moisturising-cream` (pr1); sanitiser test product `xss-test-serum`;
 *   sample post alias `how-to-build-a-simple-skincare-routine` (po1).
 * - Country c1 Iran, province p1 Tehran, city ct1 Tehran (regions rg1–rg22 tile the city).
 * - Stores s1–s5; invoices numbered from 1001 (i1…); shipping types in SHIPPING_TYPES order.
 * - Dates are relative to the fixed now 2026-11-20T09:00:00Z; `now()` advances from there.
 */
import { FIXED_NOW, now, nowIso } from './clock';
import { VERSION } from './seed';

export { FIXED_NOW, now, nowIso };
export { VERSION };
export { seededApiKey, SEEDED_PASSWORD, USERS } from './seed/users';
export { ROLE, type RoleName } from './seed/roles';
export { HOME_CATEGORY_IDS, SAMPLE_PRODUCT_ALIAS, XSS_PRODUCT_ALIAS } from './seed/catalog';
export { SAMPLE_POST_ALIAS } from './seed/blog';
export { COUPON_CODES } from './seed/coupons';
export { SHIPPING_PRICES } from './seed/shipping';
export { INVOICE_COUNT, FIRST_INVOICE_NUMBER } from './seed/invoices';
export { IRAN, TEHRAN_CITY, TEHRAN_PROVINCE, TEHRAN_CENTER } from './seed/address';
export { invoiceTotals, VAT_PERCENT, type InvoiceTotals, type PricedLine } from './pricing';
export { pointInPolygon, distanceMeters } from './geo';
export type * from './types';

export { VERIFICATION_CODE, createDb, db, resetDb, nextId } from './state';
export * from './queries';
export * from './views';
