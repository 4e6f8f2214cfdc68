import { http } from 'msw';
import {
  changePasswordRequestSchema,
  directionRequestSchema,
  editUserRequestSchema,
  reverseGeocodeRequestSchema,
  settingRequestSchema,
  tokenListFilterSchema,
} from '@/api/schemas/requests';
import type { DayCount, FileTypeCount, InvoiceUserRow, UserCount } from '@/api/schemas/dashboard';
import { nowIso } from '../db/clock';
import { distanceMeters } from '../db/geo';
import { byId, hasRole, normaliseMobile, userByEmail, userByMobile } from '../db/queries';
import { DIR } from '../db/seed/files';
import { VERIFICATION_CODE, db, nextId } from '../db/state';
import type { FileRecord, UserRecord } from '../db/types';
import { cityView, countryView, provinceView, regionView, tokenView, userSummaryView } from '../db/views';
import { downloadResponse, mayDownload } from '../lib/files';
import { fail, forbidden, info, lang, notFound, ok, readBody, readMultipart, requireUser, t, type Lang } from '../lib/http';
import { imageResponse } from '../lib/images';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { reverseGeocode, suggestPlaces } from './dashboardGeo';

/**
 * `dashboard/v1/...` (and the staff user list `ecommercemanagement/v1/user/all`).
 *
 * editUser/{id} (multipart: JSON part `user` + optional `image`): the user themself, or ADMIN /
 * USER_MANAGEMENT. Changing the mobile (mobile mode) first answers `{ sendVerificationCode: true,
 * mobileMinutesLeft: 3 }`; resubmitting with code '12345' saves, another code fails. A mobile or
 * email that belongs to someone else fails. The image (JPEG/PNG under 2 MB) becomes a stored file.
 * `region: null` is 'other regions'. `complete` in currentUser is recomputed from what was saved.
 *
 * changePassword {password, newPassword}: the current password must match.
 * setting {alopeyk, alopost}: ADMIN / ECOMMERCE_MANAGEMENT only.
 * token/list: own sessions; admins see everyone's and may filter by `users`. Sorter `field,asc|desc`
 * (createdAt, user, log.isDesktop, log.platform, log.browser); default newest first.
 * token/{id} DELETE: own sessions (admins: any); revoking a key signs that session out.
 * neshan/geocoding?search=: Tehran places whose name contains the text. neshan/address {lat, lng}:
 * province, city, address for points in Iran; content null elsewhere.
 */
const DASH = '*/dashboard/v1';
const SMS_MINUTES = 3;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const MSG = {
  saved: 'Your profile was saved.',
  /** an administrator saved someone else's profile: the message names whose */
  savedFor: (name: string) => `The profile of ${name} was saved.`,
  codeSent: 'The verification code was sent.',
  badCode: 'The verification code is not valid.',
  mobileTaken: 'This mobile belongs to another user.',
  emailTaken: 'This email belongs to another user.',
  badImage: 'The file format is not acceptable.',
  bigImage: 'The file must be smaller than 2 MB.',
  badPassword: 'The current password is not correct.',
  passwordChanged: 'Your password was changed.',
  settingSaved: 'The delivery settings were saved.',
  tokenDeleted: 'The session was deleted.',
  noUser: 'User not found.',
} as const;

const isAdmin = (user: UserRecord) => hasRole(user, 'ADMIN');

const NOT_FOUND_ITEM = 'The selected item does not exist.';
/** editUser's address: `field: problem` when an id is unknown or does not belong to the one above it. */
function addressProblem(data: { country?: string; province?: string; city?: string; region?: string | null }): string | null {
  if (data.country && !byId(db.countries, data.country)) return `country: ${NOT_FOUND_ITEM}`;
  const province = data.province ? byId(db.provinces, data.province) : undefined;
  if (data.province && (!province || (data.country && province.country !== data.country))) return `province: ${NOT_FOUND_ITEM}`;
  const city = data.city ? byId(db.cities, data.city) : undefined;
  if (data.city && (!city || (data.province && city.province !== data.province))) return `city: ${NOT_FOUND_ITEM}`;
  const region = data.region ? byId(db.regions, data.region) : undefined;
  if (data.region && (!region || (data.city && region.city !== data.city))) return `region: ${NOT_FOUND_ITEM}`;
  return null;
}

function storeImage(file: File, owner: string): string {
  const at = nowIso();
  const suffix = file.type === 'image/png' ? 'png' : 'jpg';
  const record: FileRecord = {
    id: nextId('f', db.files),
    name: file.name || `avatar.${suffix}`,
    alias: null,
    directory: DIR.profilePictures,
    extension: { name: suffix.toUpperCase(), suffix },
    mime: file.type,
    size: file.size,
    auth: false,
    users: [owner],
    roles: [],
    createdAt: at,
    updatedAt: at,
  };
  db.files.push(record);
  return record.id;
}

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** Rows per UTC day (oldest first) of the last `days` days that have any. */
function perDay<T>(items: readonly T[], at: (item: T) => string | null, amount?: (item: T) => number): DayCount[] {
  const map = new Map<string, { date: ReturnType<typeof dayKey>; count: number; amount: number }>();
  for (const item of items) {
    const iso = at(item);
    if (!iso) continue;
    const key = iso.slice(0, 10);
    const row = map.get(key) ?? { date: dayKey(iso), count: 0, amount: 0 };
    row.count += 1;
    row.amount += amount?.(item) ?? 0;
    map.set(key, row);
  }
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(-30).map(([, row]) => (amount ? row : { date: row.date, count: row.count }));
}

const profileHandlers = [
  http.put(`${DASH}/user/editUser/:id`, async ({ request, params }) => {
    const me = requireUser(request);
    const id = String(params.id);
    if (id !== me.id) requireUser(request, ['USER_MANAGEMENT']);
    const target = byId(db.users, id);
    if (!target) return notFound(MSG.noUser);
    const { data, files } = await readMultipart(request, 'user', editUserRequestSchema);
    const image = files.at(0);
    if (image && !IMAGE_TYPES.includes(image.type)) return fail(MSG.badImage);
    if (image && image.size >= MAX_IMAGE_BYTES) return fail(MSG.bigImage);

    // the address must hold together: a known country, its province, that province's city, that city's region
    const problem = addressProblem(data);
    if (problem) return fail(problem);

    const mobile = data.mobile ? normaliseMobile(data.mobile) : target.mobile;
    const email = data.email ? data.email.toLowerCase() : target.email;
    const other = mobile ? userByMobile(mobile) : undefined;
    if (other && other.id !== target.id) return fail(MSG.mobileTaken);
    const otherEmail = email ? userByEmail(email) : undefined;
    if (otherEmail && otherEmail.id !== target.id) return fail(MSG.emailTaken);
    if (mobile !== target.mobile && id === me.id) {
      if (!data.code) return ok({ sendVerificationCode: true, mobileMinutesLeft: SMS_MINUTES }, info(MSG.codeSent));
      if (data.code !== VERIFICATION_CODE) return fail(MSG.badCode);
    }

    const l = lang(request);
    const setText = (current: { fa: string; en: string }, value: string) => ({ ...current, [l]: value, ...(current.fa === current.en ? { fa: value, en: value } : {}) });
    target.firstName = setText(target.firstName, data.firstName);
    target.lastName = setText(target.lastName, data.lastName);
    target.mobile = mobile;
    target.email = email;
    if (data.country) target.country = data.country;
    target.nationalCode = data.nationalCode ? data.nationalCode.padStart(10, '0') : target.nationalCode;
    if (data.birthAt !== undefined) target.birthAt = new Date(data.birthAt).toISOString();
    if (data.body !== undefined) target.body = { fa: data.body, en: data.body };
    if (image) target.image = storeImage(image, target.id);
    if (data.province || data.city || data.place) {
      const previous = target.addresses.at(0);
      target.addresses = [
        {
          province: data.province ?? null,
          city: data.city ?? null,
          region: data.region ?? null,
          place: data.place ?? '',
          plaque: data.plaque ?? '',
          unit: data.unit ?? '',
          postalCode: data.postalCode ?? '',
          location: data.location ?? previous?.location ?? null,
        },
        ...target.addresses.slice(1),
      ];
    }
    target.updatedAt = nowIso();
    // "your profile" only for the user's own; staff saving another user hear whose profile it was
    const name = [t(target.firstName, l), t(target.lastName, l)].filter(Boolean).join(' ');
    return ok(null, id === me.id ? MSG.saved : MSG.savedFor(name));
  }),

  http.put(`${DASH}/user/changePassword`, async ({ request }) => {
    const me = requireUser(request);
    const body = await readBody(request, changePasswordRequestSchema);
    if (body.password !== me.password) return fail(MSG.badPassword);
    me.password = body.newPassword;
    me.updatedAt = nowIso();
    return ok(null, MSG.passwordChanged);
  }),

  http.post(`${DASH}/setting`, async ({ request }) => {
    const me = requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    const body = await readBody(request, settingRequestSchema);
    me.setting = { alopeyk: { enable: body.alopeyk }, alopost: { enable: body.alopost } };
    return ok(null, MSG.settingSaved);
  }),
];

const addressHandlers = [
  http.get(`${DASH}/address/countries`, ({ request }) => {
    requireUser(request);
    return ok(db.countries.filter((c) => c.publish).map((c) => countryView(c, lang(request))));
  }),
  http.get(`${DASH}/address/provinces/:countryId`, ({ request, params }) => {
    requireUser(request);
    return ok(db.provinces.filter((p) => p.publish && p.country === params.countryId).map((p) => provinceView(p, lang(request))));
  }),
  http.get(`${DASH}/address/cities/:provinceId`, ({ request, params }) => {
    requireUser(request);
    return ok(db.cities.filter((c) => c.publish && c.province === params.provinceId).map((c) => cityView(c, lang(request))));
  }),
  http.get(`${DASH}/address/regions/:cityId`, ({ request, params }) => {
    requireUser(request);
    return ok(db.regions.filter((r) => r.publish && r.city === params.cityId).map((r) => regionView(r, lang(request))));
  }),
  http.get(`${DASH}/neshan/geocoding`, ({ request }) => {
    requireUser(request);
    const params = new URL(request.url).searchParams;
    const text = params.get('search') ?? params.get('text') ?? params.get('term') ?? '';
    const l = lang(request);
    return ok(suggestPlaces(text).map((p) => ({ title: t(p.title, l), lat: p.lat, lng: p.lng })));
  }),
  http.post(`${DASH}/neshan/address`, async ({ request }) => {
    requireUser(request);
    const point = await readBody(request, reverseGeocodeRequestSchema);
    const found = reverseGeocode(point);
    const l = lang(request);
    return ok(found ? { province: t(found.province, l), city: t(found.city, l), address: t(found.address, l) } : null);
  }),
  http.post(`${DASH}/neshan/direction`, async ({ request }) => {
    requireUser(request);
    const { origin, destination } = await readBody(request, directionRequestSchema);
    // Streets are not straight: a two-wheeler rides about 1.3 × the straight line at ~25 km/h.
    const distance = Math.round(distanceMeters(origin, destination) * 1.3);
    return ok({ distance, duration: Math.round(distance / (25_000 / 3600)) });
  }),
];

function sortableToken(token: (typeof db.tokens)[number], l: Lang) {
  const view = tokenView(token, l);
  const user = typeof view.user === 'string' ? null : view.user;
  return { view, user: user ? `${user.firstName} ${user.lastName}` : '', createdAt: token.createdAt, log: token.log };
}

const tokenHandlers = [
  http.post(`${DASH}/user/token/list`, async ({ request }) => {
    const me = requireUser(request);
    const filter = await readBody(request, tokenListFilterSchema);
    const l = lang(request);
    const users = isAdmin(me) ? filter.users : [me.id];
    const rows = db.tokens.filter((tk) => filterBy.inList(tk.user, users)).map((tk) => sortableToken(tk, l));
    const sorted = applySorter(rows, sorterOf(request), { lang: l, fallback: 'createdAt,desc' });
    return ok(paginate(sorted, request, (row) => row.view));
  }),
  http.delete(`${DASH}/user/token/:id`, ({ request, params }) => {
    const me = requireUser(request);
    const token = byId(db.tokens, String(params.id));
    if (!token || (token.user !== me.id && !isAdmin(me))) return notFound();
    db.tokens = db.tokens.filter((tk) => tk.id !== token.id);
    return ok(null, MSG.tokenDeleted);
  }),
  http.get('*/ecommercemanagement/v1/user/all', ({ request }) => {
    requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    const l = lang(request);
    // Only the documented fields (id, firstName, lastName, email, mobile): role members come from usermanagement user/list.
    return ok(db.users.map((u) => userSummaryView(u, l)));
  }),
];

const chartHandlers = [
  http.get(`${DASH}/file/type`, ({ request }) => {
    requireUser(request, ['FILE_MANAGEMENT']);
    const counts = new Map<string, number>();
    db.files.forEach((f) => counts.set(f.extension.suffix, (counts.get(f.extension.suffix) ?? 0) + 1));
    return ok([...counts].map(([suffix, count]): FileTypeCount => ({ type: { suffix }, count })));
  }),
  http.get(`${DASH}/file/day`, ({ request }) => {
    requireUser(request, ['FILE_MANAGEMENT']);
    return ok(perDay(db.files, (f) => f.createdAt));
  }),
  http.get(`${DASH}/post/user`, ({ request }) => {
    requireUser(request, ['POST_MANAGEMENT']);
    const l = lang(request);
    const counts = new Map<string, number>();
    db.posts.forEach((p) => counts.set(p.user, (counts.get(p.user) ?? 0) + 1));
    return ok(
      [...counts].flatMap(([id, count]): UserCount[] => {
        const user = byId(db.users, id);
        return user ? [{ user: userSummaryView(user, l), count }] : [];
      }),
    );
  }),
  http.get(`${DASH}/post/day`, ({ request }) => {
    requireUser(request, ['POST_MANAGEMENT']);
    return ok(perDay(db.posts, (p) => p.createdAt));
  }),
  http.get(`${DASH}/invoice/user`, ({ request }) => {
    requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    const l = lang(request);
    const paid = db.invoices.filter((inv) => inv.condition === 'PAID');
    const byUser = new Map<string, typeof paid>();
    paid.forEach((inv) => byUser.set(inv.user, [...(byUser.get(inv.user) ?? []), inv]));
    return ok(
      [...byUser].flatMap(([id, invoices]): InvoiceUserRow[] => {
        const user = byId(db.users, id);
        if (!user) return [];
        return [{
          user: userSummaryView(user, l),
          invoices: invoices.map((inv) => ({
            products: inv.products.map((p) => ({ productsCount: p.productsCount, productsPrice: p.productsPrice, productsDiscount: p.productsDiscount })),
            shippingPrice: inv.shippingPrice,
            vat: inv.vat,
          })),
        }];
      }),
    );
  }),
  http.get(`${DASH}/invoice/day`, ({ request }) => {
    requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    return ok(perDay(db.invoices.filter((inv) => inv.condition === 'PAID'), (inv) => inv.paymentAt, (inv) => inv.amount));
  }),
  http.get(`${DASH}/shop/brands`, ({ request }) => {
    requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    const l = lang(request);
    return ok(db.brands.map((b) => ({ id: b.id, name: t(b.name, l), count: db.products.filter((p) => p.brand === b.id).length })));
  }),
  http.get(`${DASH}/shop/stores`, ({ request }) => {
    requireUser(request, ['ECOMMERCE_MANAGEMENT']);
    const l = lang(request);
    return ok(
      db.stores.map((s) => ({
        id: s.id,
        name: t(s.name, l),
        count: db.products.reduce((n, p) => n + (p.stocks.find((st) => st.store === s.id)?.count ?? 0), 0),
      })),
    );
  }),
  http.get(`${DASH}/resizeImage/:id/:width/:height`, ({ request, params }) => {
    requireUser(request);
    return imageResponse(request, String(params.id), String(params.width), String(params.height));
  }),
  /** Authenticated download (admin §6): a file with auth on only for a listed user or a user with a listed role (both empty = all). */
  http.get(`${DASH}/downloadFile`, ({ request }) => {
    const user = requireUser(request);
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const files = ids.map((id) => byId(db.files, id));
    if (!ids.length || files.some((f) => !f)) return notFound('The file was not found.');
    const found = files.filter((f): f is FileRecord => f !== undefined);
    if (!found.every((f) => mayDownload(f, user))) return forbidden();
    return downloadResponse(found);
  }),
];

export const dashboardHandlers = [...profileHandlers, ...addressHandlers, ...tokenHandlers, ...chartHandlers];
