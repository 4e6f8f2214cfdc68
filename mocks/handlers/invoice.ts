import { http, HttpResponse } from 'msw';
import { SHIPPING_TYPES } from '@/api/schemas/invoice';
import { fakePayPage, makeToken } from '../lib/fakePay';
import {
  couponValidationRequestSchema,
  createInvoiceRequestSchema,
  paymentRequestSchema,
  paymentVerificationRequestSchema,
} from '@/api/schemas/requests';
import { now, nowIso } from '../db/clock';
import { invoiceTotals, VAT_PERCENT } from '../db/pricing';
import { byId, isProfileComplete, isShopStaff, productByIdOrAlias } from '../db/queries';
import { userSnapshot } from '../db/snapshot';
import { db, nextId } from '../db/state';
import type { CouponRecord, InvoiceRecord, UserRecord } from '../db/types';
import { invoiceView } from '../db/views';
import { fail, info, lang, notFound, ok, readBody, requireUser } from '../lib/http';

/**
 * Invoices, shipping prices, coupons and payment (`ecommercemanagement/v1/...`), plus the fake
 * payment provider page `GET /fake-pay?n=<token>` that the loopback server serves.
 *
 * Lifecycle: POST invoice turns the requester's cart into a WAITING_PAYMENT invoice (staff for a
 * chosen user, with an expiry; customers for themselves, expiring in a day) and empties the cart.
 * An invoice past its expiry while still waiting becomes EXPIRED when read. payment/request starts a
 * payment (a one-time token); payment/verification with State=OK and that token (as RefNum) marks the
 * invoice PAID; anything else leaves it waiting.
 */
const EC = '*/ecommercemanagement/v1';

export const INVOICE_MESSAGES = {
  created: 'Your invoice was created.',
  emptyCart: 'Your shopping cart is empty.',
  incomplete: 'Your profile is incomplete. Please complete it.',
  userRequired: 'user: Can not be empty!',
  unknownUser: 'user: The user was not found.',
  expiry: 'expireAt: The expiry date must be after today.',
  shipping: 'shippingType: This shipping type is not available.',
  couponInvalid: 'The discount code is not valid.',
  couponExpired: 'The discount code has expired.',
  couponUsed: 'The discount code has already been used.',
  couponValid: 'The discount code was applied.',
  stock: (name: string, n: number) => `${name}: only ${n} items are available.`,
  notPayable: 'This invoice can no longer be paid.',
  paid: 'Your payment was successful.',
  alreadyPaid: 'This invoice has already been paid.',
  paymentFailed: 'The payment was not successful.',
} as const;

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Enabled shipping types (the first two never are; a type without a price is not). */
export function shippingAvailable(type: string): boolean {
  const index = Object.keys(db.shippingPrices).indexOf(type);
  return index >= 2 && db.shippingPrices[type] != null;
}

/** WAITING_PAYMENT invoices past their expiry become EXPIRED (run before every read). */
export function expireOverdue(): void {
  const at = now().getTime();
  for (const inv of db.invoices) {
    if (inv.condition === 'WAITING_PAYMENT' && inv.expireAt && Date.parse(inv.expireAt) < at) {
      inv.condition = 'EXPIRED';
      inv.updatedAt = nowIso();
    }
  }
}

/** The coupon for `code` if the user may use it now; THROWS a failure otherwise. */
function usableCoupon(code: string, user: UserRecord | null): CouponRecord {
  const coupon = db.coupons.find((c) => c.code === code);
  if (!coupon) throw fail(INVOICE_MESSAGES.couponInvalid);
  if (coupon.status === 'EXPIRED' || Date.parse(coupon.expireAt) < now().getTime()) throw fail(INVOICE_MESSAGES.couponExpired);
  if (coupon.status === 'USED') throw fail(INVOICE_MESSAGES.couponUsed);
  if (user && coupon.users.length && !coupon.users.includes(user.id)) throw fail(INVOICE_MESSAGES.couponInvalid);
  return coupon;
}


/** The invoice by number if this user may see it (staff: any; others: their own, published). */
function visibleInvoice(user: UserRecord, numberText: unknown): InvoiceRecord {
  const n = Number(numberText);
  const inv = Number.isInteger(n) ? db.invoices.find((i) => i.invoiceNumber === n) : undefined;
  if (!inv || (!isShopStaff(user) && (inv.user !== user.id || !inv.publish))) throw notFound();
  return inv;
}

function siteOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && /^https?:\/\//.test(origin)) return origin;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      /* fall through */
    }
  }
  // The browser mock (`npm start`) runs in the page: the site is where the page is.
  const here = typeof window !== 'undefined' ? window.location.origin : undefined;
  if (here && /^https?:\/\//.test(here)) return here;
  return 'http://localhost:5173';
}

export const invoiceHandlers = [
  http.get('*/fake-pay', ({ request }) => {
    const page = fakePayPage(new URL(request.url).searchParams.get('n') ?? '');
    return new HttpResponse(page.html, { status: page.status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),

  http.get(`${EC}/shipping/list`, ({ request }) => {
    requireUser(request);
    return ok({ ...db.shippingPrices });
  }),

  http.post(`${EC}/coupon/validationcoupon`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, couponValidationRequestSchema);
    const coupon = usableCoupon(body.code, isShopStaff(user) ? null : user);
    return ok({ code: coupon.code, percent: coupon.percent, ceilingPrice: coupon.ceilingPrice }, INVOICE_MESSAGES.couponValid);
  }),

  http.post(`${EC}/invoice`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, createInvoiceRequestSchema);
    const staff = isShopStaff(user);
    let owner = user;
    let expireAt = new Date(now().getTime() + 24 * 3600 * 1000).toISOString();
    if (staff) {
      if (!body.user) return fail(INVOICE_MESSAGES.userRequired);
      const chosen = byId(db.users, body.user);
      if (!chosen || !chosen.enable) return fail(INVOICE_MESSAGES.unknownUser);
      owner = chosen;
      if (body.expireAt) {
        const endOfToday = new Date(now());
        endOfToday.setHours(23, 59, 59, 999);
        if (Date.parse(body.expireAt) <= endOfToday.getTime()) return fail(INVOICE_MESSAGES.expiry);
        expireAt = new Date(body.expireAt).toISOString();
      } else expireAt = new Date(now().getTime() + 7 * 24 * 3600 * 1000).toISOString();
    } else if (!isProfileComplete(user)) return fail(INVOICE_MESSAGES.incomplete);

    if (!SHIPPING_TYPES.includes(body.shippingType as (typeof SHIPPING_TYPES)[number]) || !shippingAvailable(body.shippingType)) {
      return fail(INVOICE_MESSAGES.shipping);
    }
    const lines = db.carts.filter((c) => c.user === user.id);
    if (!lines.length) return fail(INVOICE_MESSAGES.emptyCart);
    const coupon = body.code ? usableCoupon(body.code, owner) : null;

    const products: InvoiceRecord['products'] = [];
    const stores = new Map<string, InvoiceRecord['stores'][number]>();
    for (const line of lines) {
      const product = productByIdOrAlias(line.product);
      const store = byId(db.stores, line.store);
      if (!product || !store) continue;
      const stock = product.stocks.find((s) => s.store === store.id)?.count ?? 0;
      if (line.count > stock) return fail(INVOICE_MESSAGES.stock(product.name.en, stock));
      products.push({ product: product.id, name: product.name, alias: product.alias, productsCount: line.count, productsPrice: product.price, productsDiscount: product.discount });
      stores.set(store.id, { id: store.id, name: store.name, location: { ...store.location } });
    }
    if (!products.length) return fail(INVOICE_MESSAGES.emptyCart);

    const shippingPrice = db.shippingPrices[body.shippingType] ?? 0;
    const totals = invoiceTotals(products, { vat: VAT_PERCENT, shippingPrice, coupon });
    const invoiceNumber = db.invoices.reduce((max, i) => Math.max(max, i.invoiceNumber), 0) + 1;
    const at = nowIso();
    const record: InvoiceRecord = {
      id: nextId('i', db.invoices),
      invoiceNumber,
      user: owner.id,
      userSnapshot: userSnapshot(owner, db),
      creator: staff ? user.id : null,
      products,
      vat: VAT_PERCENT,
      shippingType: body.shippingType,
      shippingPrice,
      shippingDuration: null,
      shippingStatus: null,
      courier: null,
      shippingCourierInfo: null,
      shipping: null,
      shippingScreenshot: null,
      shippingPosition: null,
      coupon: coupon ? { code: coupon.code, percent: coupon.percent, ceilingPrice: coupon.ceilingPrice } : null,
      couponPrice: totals.couponPrice,
      deductionPrice: 0,
      additionalPrice: 0,
      description: null,
      amount: totals.amount,
      condition: 'WAITING_PAYMENT',
      step: 'RECEIVE_ORDER',
      payment: false,
      publish: true,
      view: true,
      stores: [...stores.values()],
      checkout: null,
      paymentName: null,
      paymentId: null,
      expireAt,
      paymentAt: null,
      createdAt: at,
      updatedAt: at,
    };
    db.invoices.push(record);
    db.carts = db.carts.filter((c) => c.user !== user.id);
    if (coupon && coupon.users.length) {
      coupon.status = 'USED';
      coupon.user = owner.id;
      coupon.invoiceNumber = invoiceNumber;
      coupon.couponPrice = totals.couponPrice;
    }
    return ok({ invoiceNumber }, INVOICE_MESSAGES.created);
  }),

  http.post(`${EC}/payment/request`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, paymentRequestSchema);
    expireOverdue();
    const inv = visibleInvoice(user, body.invoiceNumber);
    if (inv.condition !== 'WAITING_PAYMENT') return fail(INVOICE_MESSAGES.notPayable);
    const token = makeToken({ i: inv.invoiceNumber, r: siteOrigin(request), l: lang(request) });
    db.payments[token] = { invoiceNumber: inv.invoiceNumber, provider: body.payment, user: user.id, createdAt: nowIso() };
    if (body.payment === 'ZARINPAL') return ok({ payment: 'ZARINPAL', Authority: token });
    return ok({ payment: body.payment, token });
  }),

  http.post(`${EC}/payment/verification`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, paymentVerificationRequestSchema);
    const inv = visibleInvoice(user, body.invoiceNumber);
    if (inv.condition === 'PAID') return ok(invoiceView(inv, lang(request)), info(INVOICE_MESSAGES.alreadyPaid));
    const started = body.RefNum && Object.hasOwn(db.payments, body.RefNum) ? db.payments[body.RefNum] : undefined;
    if (started) delete db.payments[body.RefNum!];
    expireOverdue();
    const valid = started && started.invoiceNumber === inv.invoiceNumber && body.State === 'OK' && inv.condition === 'WAITING_PAYMENT';
    if (!valid) return fail(INVOICE_MESSAGES.paymentFailed);
    const at = nowIso();
    const reference = body.TransactionReferenceID || randomDigits(12);
    inv.condition = 'PAID';
    inv.payment = true;
    inv.paymentAt = at;
    inv.updatedAt = at;
    inv.view = false;
    inv.paymentName = started.provider;
    inv.paymentId = reference;
    inv.checkout = { payment: started.provider, information: { Authority: body.RefNum!, RefNum: reference, ShaparakRefNumber: randomDigits(10) } };
    return ok(invoiceView(inv, lang(request)), INVOICE_MESSAGES.paid);
  }),

  http.get(`${EC}/invoice/:invoiceNumber`, ({ request, params }) => {
    const user = requireUser(request);
    expireOverdue();
    const inv = visibleInvoice(user, params.invoiceNumber);
    // Staff opening a paid order has seen it: it is no longer a new order.
    if (isShopStaff(user) && inv.payment && !inv.view) inv.view = true;
    return ok(invoiceView(inv, lang(request)));
  }),
];
