import { http } from 'msw';
import { couponRequestSchema, invoiceEditRequestSchema } from '@/api/schemas/orders';
import { INVOICE_STEPS } from '@/api/schemas/invoice';
import { now, nowIso } from '../db/clock';
import { byId, hasRole } from '../db/queries';
import { userSnapshot } from '../db/snapshot';
import { db, nextId } from '../db/state';
import type { CouponRecord, InvoiceRecord } from '../db/types';
import { couponView } from '../db/views';
import { fail, lang, notFound, ok, readBody, requireUser } from '../lib/http';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { shippingAvailable } from './invoice';

/**
 * Invoice administration, courier service and coupons (`ecommercemanagement/v1/...`, admin spec §2,
 * §4, §5, §7). Staff only (ADMIN, ECOMMERCE_MANAGEMENT).
 *
 * - PUT invoice/{id}: the §5 edit rules (courier among COURIER users, required for PERSONALPEYK once
 *   paid; ALOPEYK only when already the type; expiry after the end of today; money ≤ 10 digits).
 * - changestep advances RECEIVE_ORDER → PREPARING → DELIVERY_COURIER → DELIVERY_CUSTOMER, only when
 *   published and paid; remember only when published and WAITING_PAYMENT; both refused otherwise.
 * - alopeyk/cancel {orderId, invoiceNumber, always}: ALOPEYK invoices with that courier order only;
 *   temporarily → SEARCHING (a new request), always → CANCELLED and the order id dropped.
 * - alopeyk/credit: {credit} in toman (the client shows × 10, rial).
 * - coupons: list (filters status, users, date, expireAt, code, percent, ceilingPrice), add, delete,
 *   clearcoupon (drops USED and EXPIRED ones), statussmscoupon/{id} → {deliveryStatus}.
 */
const EC = '*/ecommercemanagement/v1';
const STAFF = ['ECOMMERCE_MANAGEMENT'] as const;

export const ORDER_MESSAGES = {
  saved: 'The invoice was saved.',
  deleted: 'The invoice was deleted.',
  courierRequired: 'courier: Can not be empty!',
  notCourier: 'courier: The user is not a courier.',
  alopeyk: 'shippingType: The courier service can only be kept, not chosen.',
  expiry: 'expireAt: The expiry date must be after today.',
  unknownUser: 'user: The user was not found.',
  stepRefused: 'The step can only change for a published, paid invoice.',
  lastStep: 'The order has already been delivered.',
  stepChanged: 'The order moved to the next step.',
  remindRefused: 'A reminder can only be sent for a published invoice waiting for payment.',
  reminded: 'The reminder was sent.',
  cancelRefused: 'This invoice has no courier-service order to cancel.',
  cancelled: 'The courier-service order was cancelled.',
  requested: 'A new courier was requested.',
  couponCreated: 'The coupon was created.',
  couponCode: 'code: This code is already in use.',
  couponDeleted: 'The coupon was deleted.',
  cleared: 'Used and expired coupons were cleared.',
  sendAt: 'sendAt: The send date must not be before today.',
  couponUsers: 'users: A chosen user was not found.',
  filterCode: 'code: Must be at least 1.',
  filterPercent: 'percent: Must be between 1 and 100.',
} as const;

/** The courier-service credit the mock reports (toman). */
export const ALOPEYK_CREDIT = 1_250_000;

const invoiceById = (id: unknown): InvoiceRecord => {
  const inv = db.invoices.find((i) => i.id === id);
  if (!inv) throw notFound();
  return inv;
};

const startOfToday = () => {
  const d = new Date(now());
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

export const ecommerceOrdersHandlers = [
  /** Paid invoice counts per user (before `invoice/:invoiceNumber` in the handler order). */
  http.get(`${EC}/invoice/user`, ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const counts = new Map<string, number>();
    for (const inv of db.invoices) if (inv.condition === 'PAID') counts.set(inv.user, (counts.get(inv.user) ?? 0) + 1);
    return ok(
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([id, count]) => {
          const u = byId(db.users, id);
          return { user: u ? { id: u.id, firstName: u.firstName[l], lastName: u.lastName[l], email: u.email, mobile: u.mobile } : { id }, count };
        }),
    );
  }),
  http.put(`${EC}/invoice/:id/changepaymented`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    const body = (await request.json().catch(() => ({}))) as { payment?: unknown };
    if (typeof body.payment !== 'boolean') return fail('payment: Can not be empty!');
    inv.payment = body.payment;
    if (body.payment && inv.condition !== 'PAID') {
      inv.condition = 'PAID';
      inv.paymentAt = inv.paymentAt ?? nowIso();
    } else if (!body.payment && inv.condition === 'PAID') {
      inv.condition = 'WAITING_PAYMENT';
    }
    inv.updatedAt = nowIso();
    return ok(null);
  }),
  http.put(`${EC}/invoice/:id/changepublished`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    const body = (await request.json().catch(() => ({}))) as { publish?: unknown };
    if (typeof body.publish !== 'boolean') return fail('publish: Can not be empty!');
    inv.publish = body.publish;
    inv.updatedAt = nowIso();
    return ok(null);
  }),
  http.get(`${EC}/invoice/:id/changestep`, ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    if (!inv.publish || !inv.payment) return fail(ORDER_MESSAGES.stepRefused);
    const index = INVOICE_STEPS.indexOf(inv.step);
    if (index >= INVOICE_STEPS.length - 1) return fail(ORDER_MESSAGES.lastStep);
    inv.step = INVOICE_STEPS[index + 1];
    inv.view = true;
    inv.updatedAt = nowIso();
    return ok({ step: inv.step }, ORDER_MESSAGES.stepChanged);
  }),
  http.get(`${EC}/invoice/:id/remember`, ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    if (!inv.publish || inv.condition !== 'WAITING_PAYMENT') return fail(ORDER_MESSAGES.remindRefused);
    return ok(null, ORDER_MESSAGES.reminded);
  }),
  http.put(`${EC}/invoice/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    const body = await readBody(request, invoiceEditRequestSchema);
    const owner = byId(db.users, body.user);
    if (!owner) return fail(ORDER_MESSAGES.unknownUser);
    if (body.shippingType === 'ALOPEYK' && inv.shippingType !== 'ALOPEYK') return fail(ORDER_MESSAGES.alopeyk);
    if (body.shippingType !== inv.shippingType && body.shippingType !== 'ALOPEYK' && !shippingAvailable(body.shippingType)) {
      return fail('shippingType: This shipping type is not available.');
    }
    let courier = null as ReturnType<typeof byId<(typeof db.users)[number]>> | null;
    if (body.courier) {
      courier = byId(db.users, body.courier) ?? null;
      if (!courier || !hasRole(courier, 'COURIER')) return fail(ORDER_MESSAGES.notCourier);
    }
    if (body.shippingType === 'PERSONALPEYK' && inv.payment && !courier) return fail(ORDER_MESSAGES.courierRequired);
    const endOfToday = new Date(now());
    endOfToday.setHours(23, 59, 59, 999);
    if (!(Date.parse(body.expireAt) >= endOfToday.getTime() - 999)) return fail(ORDER_MESSAGES.expiry);

    if (owner.id !== inv.user) {
      inv.user = owner.id;
      inv.userSnapshot = userSnapshot(owner, db);
    }
    const shippingPrice = body.shippingPrice ?? 0;
    inv.amount = inv.amount - inv.shippingPrice + shippingPrice;
    inv.shippingType = body.shippingType;
    inv.shippingPrice = shippingPrice;
    inv.deductionPrice = body.deductionPrice;
    inv.additionalPrice = body.additionalPrice;
    inv.description = body.description ?? null;
    inv.expireAt = new Date(body.expireAt).toISOString();
    if (inv.condition === 'EXPIRED' && Date.parse(inv.expireAt) > now().getTime()) inv.condition = 'WAITING_PAYMENT';
    if (body.shippingType === 'PERSONALPEYK') {
      inv.courier = courier?.id ?? null;
      inv.shippingCourierInfo = courier
        ? { id: courier.id, firstName: courier.firstName, lastName: courier.lastName, email: courier.email, mobile: courier.mobile ?? '' }
        : null;
    }
    inv.updatedAt = nowIso();
    return ok(null, ORDER_MESSAGES.saved);
  }),
  http.delete(`${EC}/invoice/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const inv = invoiceById(params.id);
    db.invoices = db.invoices.filter((i) => i !== inv);
    return ok(null, ORDER_MESSAGES.deleted);
  }),

  http.post(`${EC}/alopeyk/cancel`, async ({ request }) => {
    requireUser(request, STAFF);
    const body = (await request.json().catch(() => ({}))) as { orderId?: unknown; invoiceNumber?: unknown; always?: unknown };
    const inv = db.invoices.find((i) => i.invoiceNumber === Number(body.invoiceNumber));
    if (!inv || inv.shippingType !== 'ALOPEYK' || !inv.shipping?.information.id || inv.shipping.information.id !== String(body.orderId)) {
      return fail(ORDER_MESSAGES.cancelRefused);
    }
    if (body.always === true) {
      inv.shippingStatus = 'CANCELLED';
      inv.shipping = null;
      inv.updatedAt = nowIso();
      return ok(null, ORDER_MESSAGES.cancelled);
    }
    inv.shippingStatus = 'SEARCHING';
    inv.shipping = { information: { id: `alo-${inv.invoiceNumber}-${Date.now().toString(36)}` } };
    inv.updatedAt = nowIso();
    return ok(null, ORDER_MESSAGES.requested);
  }),
  http.get(`${EC}/alopeyk/credit`, ({ request }) => {
    requireUser(request, STAFF);
    return ok({ credit: ALOPEYK_CREDIT });
  }),

  http.post(`${EC}/coupon/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const f = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    // The §5 filter rules: code a number of at least 1, percent 1–100.
    if (f.code != null && f.code !== '' && !(/^\d+$/.test(String(f.code)) && Number(f.code) >= 1)) return fail(ORDER_MESSAGES.filterCode);
    if (f.percent != null && f.percent !== '' && !(Number.isInteger(Number(f.percent)) && Number(f.percent) >= 1 && Number(f.percent) <= 100)) {
      return fail(ORDER_MESSAGES.filterPercent);
    }
    const list = (v: unknown) => (v == null || v === '' ? null : Array.isArray(v) ? v.map(String) : [String(v)]);
    const found = db.coupons.filter(
      (c) =>
        filterBy.inList(c.status, list(f.status)) &&
        (!list(f.users) || c.users.some((u) => list(f.users)!.includes(u)) || (c.user != null && list(f.users)!.includes(c.user))) &&
        filterBy.dateRange(c.createdAt, f.date as never) &&
        filterBy.dateRange(c.expireAt, f.expireAt as never) &&
        (f.code == null || f.code === '' || c.code.includes(String(f.code))) &&
        filterBy.equals(c.percent, f.percent == null || f.percent === '' ? null : Number(f.percent)) &&
        filterBy.equals(c.ceilingPrice, f.ceilingPrice == null || f.ceilingPrice === '' ? null : Number(f.ceilingPrice)),
    );
    const l = lang(request);
    const sorted = applySorter<CouponRecord>(found, sorterOf(request), { lang: l, fallback: 'createdAt,desc' });
    return ok(paginate(sorted, request, (c) => couponView(c, l)));
  }),
  http.get(`${EC}/coupon/clearcoupon`, ({ request }) => {
    requireUser(request, STAFF);
    const at = now().getTime();
    db.coupons = db.coupons.filter((c) => c.status === 'UNUSED' && Date.parse(c.expireAt) >= at);
    return ok(null, ORDER_MESSAGES.cleared);
  }),
  http.get(`${EC}/coupon/statussmscoupon/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const c = byId(db.coupons, String(params.id));
    if (!c) return notFound();
    // A stable status per coupon: not sent without the SMS flag, else delivered / sent to operator.
    const deliveryStatus = !c.send.sms ? 'NOT_SENT' : Number(c.code) % 5 === 0 ? 'SENT_TO_OPERATOR' : 'DELIVERED';
    return ok({ deliveryStatus });
  }),
  http.post(`${EC}/coupon`, async ({ request }) => {
    requireUser(request, STAFF);
    const body = await readBody(request, couponRequestSchema);
    if (Date.parse(body.expireAt) < startOfToday()) return fail(ORDER_MESSAGES.expiry);
    if (body.sendAt && Date.parse(body.sendAt) < startOfToday()) return fail(ORDER_MESSAGES.sendAt);
    if (body.users.some((id) => !byId(db.users, id))) return fail(ORDER_MESSAGES.couponUsers);
    let code = body.code;
    if (code && db.coupons.some((c) => c.code === code)) return fail(ORDER_MESSAGES.couponCode);
    while (!code || db.coupons.some((c) => c.code === code)) code = String(10000 + Math.floor(Math.random() * 90000));
    const at = nowIso();
    const users = [...new Set(body.users)];
    const record: CouponRecord = {
      id: nextId('cp', db.coupons),
      code,
      users,
      user: null,
      percent: body.percent,
      ceilingPrice: body.ceilingPrice ?? null,
      expireAt: new Date(body.expireAt).toISOString(),
      status: 'UNUSED',
      invoiceNumber: null,
      couponPrice: null,
      message: { fa: body.message, en: body.message },
      send: body.send,
      sendAt: body.sendAt ? new Date(body.sendAt).toISOString() : null,
      createdAt: at,
      updatedAt: at,
    };
    db.coupons.push(record);
    return ok(record.id, ORDER_MESSAGES.couponCreated);
  }),
  http.delete(`${EC}/coupon/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const c = byId(db.coupons, String(params.id));
    if (!c) return notFound();
    db.coupons = db.coupons.filter((x) => x !== c);
    return ok(null, ORDER_MESSAGES.couponDeleted);
  }),
];
