import { FIXED_NOW, MS } from '../clock';
import { distanceMeters } from '../geo';
import { VAT_PERCENT, invoiceTotals } from '../pricing';
import type { InvoiceRecord, StoreRecord, UserRecord } from '../types';
import type { SeedContext } from './context';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { ROLE } from './roles';
import { SHIPPING_TYPES } from '@/api/schemas/invoice';
import { USERS } from './users';
import { userSnapshot } from '../snapshot';

export const INVOICE_COUNT = 2460;
export const FIRST_INVOICE_NUMBER = 1001;
const SPAN_DAYS = 548; // 18 months

type Step = InvoiceRecord['step'];
const ALOPEYK_STATUS_BY_STEP: Record<Step, readonly string[]> = {
  RECEIVE_ORDER: ['NEW'],
  PREPARING: ['NEW', 'SEARCHING'],
  DELIVERY_COURIER: ['ACCEPTED', 'PICKING', 'DELIVERING'],
  DELIVERY_CUSTOMER: ['FINISHED', 'FINISHED', 'FINISHED', 'DELIVERED'],
};
const PROVIDERS = ['PASARGAD', 'PASARGAD', 'ZARINPAL', 'AYANDEH'] as const;

/**
 * Invoices, oldest first, numbered from 1001. u6 owns 12, one of them waiting for payment and not
 * expired. Returns the paid invoices that carry a coupon (their coupons are seeded as USED).
 */
export function seedInvoices(ctx: SeedContext): InvoiceRecord[] {
  const { db, rng } = ctx;
  const customers = db.users.filter((u) => u.enable && u.roles.includes(ROLE.CUSTOMER) && u.id !== USERS.customer.id && u.id !== USERS.incomplete.id);
  const couriers = db.users.filter((u) => u.roles.includes(ROLE.COURIER));
  const u6 = db.users.find((u) => u.id === USERS.customer.id)!;
  const products = db.products.filter((p) => p.publish);
  const regionPrice = new Map(db.regions.map((r) => [r.id, r.price]));

  const times = Array.from({ length: INVOICE_COUNT }, () => FIXED_NOW - rng.float(0.02, SPAN_DAYS) * MS.day).sort((a, b) => a - b);
  // u6: 11 spread over the period + the most recent one (waiting for payment).
  const u6Slots = new Set(Array.from({ length: 11 }, (_, k) => Math.floor(((k + 0.5) * INVOICE_COUNT) / 12)));
  const u6ThirdSlot = [...u6Slots][2];
  const withCoupon: InvoiceRecord[] = [];


  const storeFor = (user: UserRecord): StoreRecord => {
    const city = user.addresses[0]?.city;
    const local = db.stores.filter((s) => s.city === city);
    return local.length ? rng.pick(local) : db.stores[0];
  };

  for (let i = 0; i < INVOICE_COUNT; i++) {
    const last = i === INVOICE_COUNT - 1;
    const owner = last || u6Slots.has(i) ? u6 : rng.pick(customers);
    const created = times[i];
    const ageDays = (FIXED_NOW - created) / MS.day;
    const staffMade = last || !owner.addresses.length || rng.chance(0.05);
    const lines = rng.sample(products, rng.weighted([[1, 4], [2, 3], [3, 2], [4, 1]])).map((p) => {
      const drift = ageDays > 180 ? rng.float(0.85, 1) : 1;
      const price = Math.round((p.price * drift) / 10_000) * 10_000;
      return {
        product: p.id,
        name: p.name,
        alias: p.alias,
        productsCount: rng.weighted([[1, 6], [2, 3], [3, 1]]),
        productsPrice: price,
        productsDiscount: p.discount ? Math.min(p.discount, price - 10_000) : 0,
      };
    });
    const legacy = ageDays > 300;
    const shippingType = last
      ? 'PERSONALPEYK'
      : rng.weighted<string>([
          [SHIPPING_TYPES[0], legacy ? 6 : 1],
          [SHIPPING_TYPES[1], legacy ? 6 : 1],
          ['PERSONALPEYK', 45],
          ['ALOPEYK', 25],
          ['ALOPOST', 20],
        ]);
    const region = owner.addresses[0]?.region;
    const shippingPrice =
      shippingType === 'IN_PERSON'
        ? 0
        : shippingType === 'PERSONALPEYK'
          ? (region ? regionPrice.get(region) : undefined) ?? 350_000
          : shippingType === 'ALOPEYK'
            ? Math.round(rng.int(280_000, 900_000) / 1000) * 1000
            : shippingType === 'ALOPOST'
              ? rng.pick([420_000, 480_000, 550_000])
              : 380_000;

    // u6's third invoice was never paid (expired), the last one is waiting for payment.
    const paid = !last && i !== u6ThirdSlot && rng.chance(0.78);
    const expireAt = created + (staffMade ? 7 : 1) * MS.day;
    const condition: InvoiceRecord['condition'] = paid ? 'PAID' : expireAt > FIXED_NOW ? 'WAITING_PAYMENT' : 'EXPIRED';
    const step: Step = !paid
      ? 'RECEIVE_ORDER'
      : ageDays > 10
        ? 'DELIVERY_CUSTOMER'
        : ageDays > 4
          ? rng.pick<Step>(['DELIVERY_COURIER', 'DELIVERY_CUSTOMER'])
          : ageDays > 1
            ? rng.pick<Step>(['PREPARING', 'DELIVERY_COURIER'])
            : rng.pick<Step>(['RECEIVE_ORDER', 'PREPARING']);
    const delivering = step === 'DELIVERY_COURIER' || step === 'DELIVERY_CUSTOMER';
    const store = storeFor(owner);

    let shippingStatus: string | null = null;
    let courier: string | null = null;
    let courierInfo: InvoiceRecord['shippingCourierInfo'] = null;
    let shipping: InvoiceRecord['shipping'] = null;
    let position: InvoiceRecord['shippingPosition'] = null;
    let duration: number | null = null;
    if (shippingType === 'ALOPEYK') {
      shippingStatus = paid ? (rng.chance(0.03) ? 'CANCELLED' : rng.pick(ALOPEYK_STATUS_BY_STEP[step])) : null;
      if (paid) shipping = { information: { id: String(rng.int(1_000_000, 9_999_999)) } };
      if (delivering) {
        courierInfo = { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES), email: null, mobile: `0912${rng.digits(7)}` };
      }
      const dest = owner.addresses[0]?.location;
      if (step === 'DELIVERY_COURIER' && dest) {
        const t = rng.float(0.2, 0.8);
        position = {
          lat: Math.round((store.location.lat + (dest.lat - store.location.lat) * t) * 1e6) / 1e6,
          lng: Math.round((store.location.lng + (dest.lng - store.location.lng) * t) * 1e6) / 1e6,
        };
      }
    } else if (shippingType === 'PERSONALPEYK' && paid && delivering) {
      const c = rng.pick(couriers);
      courier = c.id;
      courierInfo = { id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email, mobile: c.mobile ?? '' };
    }
    const dest = owner.addresses[0]?.location;
    if (shippingType === 'PERSONALPEYK' || shippingType === 'ALOPEYK') {
      const km = dest ? distanceMeters(store.location, dest) / 1000 : 8;
      duration = Math.round((km / 25) * 3600 + rng.int(300, 900));
    } else if (shippingType === 'ALOPOST') duration = rng.int(2, 5) * 86_400;
    else if (shippingType === 'POST_PISHTAZ') duration = rng.int(2, 4) * 86_400;

    const coupon = paid && !staffMade && rng.chance(0.036) ? { code: '', percent: rng.pick([5, 10, 15, 20, 25, 30]), ceilingPrice: rng.chance(0.4) ? null : rng.pick([200_000, 300_000, 500_000, 1_000_000]) } : null;
    const totals = invoiceTotals(lines, { vat: VAT_PERCENT, shippingPrice, coupon });
    const provider = rng.pick(PROVIDERS);
    const refNum = rng.digits(12);
    const paymentAt = paid ? created + rng.int(2, 40) * MS.minute : null;
    const createdAt = new Date(created).toISOString();
    const record: InvoiceRecord = {
      id: `i${i + 1}`,
      invoiceNumber: FIRST_INVOICE_NUMBER + i,
      user: owner.id,
      userSnapshot: userSnapshot(owner, db),
      creator: staffMade ? rng.pick([USERS.admin.id, USERS.manager.id]) : null,
      products: lines,
      vat: VAT_PERCENT,
      shippingType,
      shippingPrice,
      shippingDuration: duration,
      shippingStatus,
      courier,
      shippingCourierInfo: courierInfo,
      shipping,
      shippingScreenshot: null,
      shippingPosition: position,
      coupon,
      couponPrice: totals.couponPrice,
      deductionPrice: paid && rng.chance(0.05) ? rng.int(1, 20) * 10_000 : 0,
      additionalPrice: paid && rng.chance(0.05) ? rng.int(1, 15) * 10_000 : 0,
      description: staffMade && rng.chance(0.5) ? 'سفارش تلفنی مشتری' : null,
      amount: totals.amount,
      condition,
      step,
      payment: paid,
      publish: last || rng.chance(0.97),
      view: !paid || ageDays > 1 || rng.chance(0.3),
      stores: [{ id: store.id, name: store.name, location: store.location }],
      checkout: paid
        ? {
            payment: provider,
            information: { Authority: `A${rng.digits(35)}`, RefNum: refNum, ShaparakRefNumber: rng.digits(10) },
          }
        : null,
      paymentName: paid ? provider : null,
      paymentId: paid ? refNum : null,
      expireAt: new Date(expireAt).toISOString(),
      paymentAt: paymentAt ? new Date(paymentAt).toISOString() : null,
      createdAt,
      updatedAt: new Date(paymentAt ?? created).toISOString(),
    };
    if (coupon) withCoupon.push(record);
    db.invoices.push(record);
  }
  return withCoupon;
}
