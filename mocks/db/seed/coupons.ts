import { FIXED_NOW, MS } from '../clock';
import type { CouponRecord, I18n, InvoiceRecord } from '../types';
import { stamps, type SeedContext } from './context';
import { ROLE } from './roles';

/** Known coupon codes: 55555 is valid (10%, ceiling 500,000, no expiry), 44444 is expired. */
export const COUPON_CODES = { valid: '55555', expired: '44444' } as const;

const message = (code: string, percent: number): I18n => ({
  fa: `کد تخفیف ${percent} درصدی ویژه شما: ${code}`,
  en: `Your ${percent}% discount code: ${code}`,
});

/** About 150 coupons: one USED per coupon invoice, the two known codes, and UNUSED/EXPIRED ones. */
export function seedCoupons(ctx: SeedContext, couponInvoices: InvoiceRecord[]): void {
  const { db, rng } = ctx;
  const used = new Set<string>([COUPON_CODES.valid, COUPON_CODES.expired, '12345']);
  const newCode = () => {
    let code = rng.digits(5);
    while (used.has(code) || code.startsWith('0')) code = rng.digits(5);
    used.add(code);
    return code;
  };
  const push = (c: Omit<CouponRecord, 'id'>) => db.coupons.push({ id: `cp${db.coupons.length + 1}`, ...c });

  push({
    code: COUPON_CODES.valid,
    users: [],
    user: null,
    percent: 10,
    ceilingPrice: 500_000,
    expireAt: '2099-12-31T20:29:59.000Z',
    status: 'UNUSED',
    invoiceNumber: null,
    couponPrice: null,
    message: message(COUPON_CODES.valid, 10),
    send: { email: true, sms: true },
    sendAt: new Date(FIXED_NOW - 30 * MS.day).toISOString(),
    ...stamps(ctx, 30),
  });
  push({
    code: COUPON_CODES.expired,
    users: [],
    user: null,
    percent: 20,
    ceilingPrice: 300_000,
    expireAt: new Date(FIXED_NOW - 40 * MS.day).toISOString(),
    status: 'EXPIRED',
    invoiceNumber: null,
    couponPrice: null,
    message: message(COUPON_CODES.expired, 20),
    send: { email: true, sms: false },
    sendAt: new Date(FIXED_NOW - 70 * MS.day).toISOString(),
    ...stamps(ctx, 70),
  });

  for (const invoice of couponInvoices) {
    const coupon = invoice.coupon!;
    coupon.code = newCode();
    const created = Date.parse(invoice.createdAt) - rng.int(1, 30) * MS.day;
    const createdAt = new Date(created).toISOString();
    push({
      code: coupon.code,
      users: [invoice.user],
      user: invoice.user,
      percent: coupon.percent,
      ceilingPrice: coupon.ceilingPrice,
      expireAt: new Date(created + rng.int(30, 90) * MS.day).toISOString(),
      status: 'USED',
      invoiceNumber: invoice.invoiceNumber,
      couponPrice: invoice.couponPrice,
      message: message(coupon.code, coupon.percent),
      send: { email: rng.chance(0.5), sms: true },
      sendAt: createdAt,
      createdAt,
      updatedAt: invoice.createdAt,
    });
  }

  const customers = db.users.filter((u) => u.roles.includes(ROLE.CUSTOMER)).map((u) => u.id);
  while (db.coupons.length < 150) {
    const ageDays = rng.int(1, 500);
    const created = FIXED_NOW - ageDays * MS.day;
    const expireAt = created + rng.int(14, 120) * MS.day;
    const code = newCode();
    const percent = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    push({
      code,
      users: rng.chance(0.3) ? [] : rng.sample(customers, rng.int(1, 3)),
      user: null,
      percent,
      ceilingPrice: rng.chance(0.35) ? null : rng.pick([150_000, 250_000, 500_000, 1_000_000, 2_000_000]),
      expireAt: new Date(expireAt).toISOString(),
      status: expireAt < FIXED_NOW ? 'EXPIRED' : 'UNUSED',
      invoiceNumber: null,
      couponPrice: null,
      message: message(code, percent),
      send: { email: rng.chance(0.5), sms: rng.chance(0.8) },
      sendAt: new Date(created).toISOString(),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created).toISOString(),
    });
  }
}
