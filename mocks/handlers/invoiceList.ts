import { http } from 'msw';
import { invoiceListFilterSchema } from '@/api/schemas/requests';
import { isShopStaff } from '../db/queries';
import { db } from '../db/state';
import type { InvoiceRecord } from '../db/types';
import { invoiceView } from '../db/views';
import { lang, okPage, readBody, requireUser } from '../lib/http';
import { applySorter, filterBy, sorterOf } from '../lib/list';
import { expireOverdue } from './invoice';

/**
 * `POST ecommercemanagement/v1/invoice/list` — page/limit/sorter in the query, filters in the body:
 * {users, publish, payment, view (false: new orders), condition, step, shipping, date: [from, to], expireAt: [from, to],
 * invoiceNumber}. Staff (ADMIN, ECOMMERCE_MANAGEMENT) see every invoice; anyone else only their
 * own, whatever `users` says. With condition PAID alone (the financial report) `date` is the payment date. Default order: newest first. Sorting on `user.*` reads the user snapshot.
 */
const asList = <T>(value: T | readonly T[] | null | undefined): readonly T[] | null =>
  value == null ? null : Array.isArray(value) ? (value as readonly T[]) : [value as T];

export const invoiceListHandlers = [
  http.post('*/ecommercemanagement/v1/invoice/list', async ({ request }) => {
    const user = requireUser(request);
    const filter = await readBody(request, invoiceListFilterSchema);
    expireOverdue();
    const l = lang(request);
    const users = isShopStaff(user) ? filter.users : [user.id];
    const conditions = asList(filter.condition);
    const steps = asList(filter.step);
    const shipping = asList(filter.shipping);
    const paidOnly = conditions?.length === 1 && conditions[0] === 'PAID';
    const found = db.invoices.filter(
      (inv) =>
        filterBy.inList(inv.user, users) &&
        filterBy.equals(inv.publish, filter.publish) &&
        filterBy.equals(inv.payment, filter.payment) &&
        filterBy.equals(inv.view, filter.view) &&
        filterBy.inList(inv.condition, conditions) &&
        filterBy.inList(inv.step, steps) &&
        filterBy.inList(inv.shippingType, shipping) &&
        // The financial report (condition PAID) filters by payment date; every other list by creation.
        filterBy.dateRange(paidOnly ? inv.paymentAt : inv.createdAt, filter.date) &&
        filterBy.dateRange(inv.expireAt, filter.expireAt) &&
        filterBy.equals(inv.invoiceNumber, filter.invoiceNumber),
    );
    const sorter = sorterOf(request)?.replace(/^user\./, 'userSnapshot.') ?? null;
    const sorted = applySorter<InvoiceRecord>(found, sorter, { lang: l, fallback: 'createdAt,desc' });
    return okPage(sorted, request, (inv) => invoiceView(inv, l));
  }),
];
