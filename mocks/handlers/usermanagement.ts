/** Mock handlers for the usermanagement calls (see src/api/contract/endpoints.tsv). */
import { http, type HttpHandler } from 'msw';
import { db } from '../db/state';
import { roleView } from '../db/views';
import { lang, ok, requireUser } from '../lib/http';

export const userManagementHandlers: HttpHandler[] = [
  /** Every role (selects of route roles, file roles, user roles). */
  http.get('*/usermanagement/v1/role/all', ({ request }) => {
    requireUser(request);
    const l = lang(request);
    return ok(db.roles.map((r) => roleView(r, l)));
  }),
];
