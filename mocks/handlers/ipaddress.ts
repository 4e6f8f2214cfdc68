/**
 * `POST ecommercemanagement/v1/ipaddress/list` (admin spec §2, §7): visitor IPs, newest first by
 * default, sortable by ip or createdAt, filtered by `createdAt: [from, to]` (either end open; a
 * date-only end includes that whole day). ADMIN or ECOMMERCE_MANAGEMENT.
 */
import { http, type HttpHandler } from 'msw';
import { ipAddressFilterSchema } from '@/api/schemas/requests';
import { db } from '../db/state';
import { ok, readBody, requireUser } from '../lib/http';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';

export const ipAddressHandlers: HttpHandler[] = [
  http.post('*/ecommercemanagement/v1/ipaddress/list', async ({ request }) => {
    requireUser(request, ['ADMIN', 'ECOMMERCE_MANAGEMENT']);
    const { createdAt } = await readBody(request, ipAddressFilterSchema);
    const rows = createdAt ? db.ipAddresses.filter((r) => filterBy.dateRange(r.createdAt, createdAt)) : db.ipAddresses;
    const sorter = sorterOf(request);
    // the seed is already newest first: sorting is only needed for another order
    const sorted = !sorter || sorter === 'createdAt,desc' ? rows : applySorter(rows, sorter);
    return ok(paginate(sorted, request));
  }),
];
