/**
 * `basicinformation/v1/...` (admin spec §7): countries, provinces, cities, regions, stores, brands and
 * the route tree. Lists page, sort (`field,asc|desc` on the served view, default newest first) and
 * filter; bodies are validated with the request schemas (`success: false` with `field: problem`);
 * writes need ADMIN, reads any signed-in user. Route edits change what `site/v1/route/` serves.
 */
import { http, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { AdminRouteNode as RouteNode } from '@/api/schemas/route';
import { byPosition } from '@/lib/routeTree';
import {
  brandRequestSchema,
  cityRequestSchema,
  countryRequestSchema,
  provinceRequestSchema,
  publishRequestSchema,
  referenceFilterSchema,
  regionRequestSchema,
  routeRequestSchema,
  storeRequestSchema,
} from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId } from '../db/queries';
import { DIR } from '../db/seed/files';
import { db, nextId } from '../db/state';
import type { BrandRecord, CityRecord, CountryRecord, Db, FileRecord, I18n, ProvinceRecord, RegionRecord, StoreRecord } from '../db/types';
import { brandView, cityView, countryView, provinceView, regionView, storeView } from '../db/views';
import { fail, lang, notFound, ok, parseBody, readBody, readJson, readMultipart, requireUser, type Lang } from '../lib/http';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';

const BASE = '*/basicinformation/v1';
const WRITERS = ['ADMIN'] as const;
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';

/** A bilingual text set from one typed value: the language of the request gets it, an empty other side too. */
function i18nFrom(text: string, language: Lang, previous?: I18n): I18n {
  const base = previous ?? { fa: text, en: text };
  return { ...base, [language]: text };
}

type Filter = z.output<typeof referenceFilterSchema>;
type Entity = { id: string; name: I18n; publish: boolean; createdAt: string; updatedAt: string };

interface Resource<R extends Entity, S extends z.ZodMiniType> {
  path: string;
  key: keyof Db & ('countries' | 'provinces' | 'cities' | 'regions' | 'stores' | 'brands');
  prefix: string;
  view(record: R, lang: Lang): unknown;
  matches(record: R, filter: Filter, lang: Lang): boolean;
  schema: S;
  /** Builds or updates the record from the validated body (throws a failure for unknown references). */
  apply(body: z.output<S>, lang: Lang, previous?: R): Omit<R, 'id' | 'createdAt' | 'updatedAt' | 'publish'>;
  /** Refuses deleting a record others still use. */
  inUse?(record: R): string | null;
}

const nameMatches = (record: Entity, filter: Filter) => filterBy.text(record.name, filter.name);
const ref = <T extends { id: string }>(list: readonly T[], id: string | undefined, label: string): T => {
  const item = byId(list, id);
  if (!item) throw fail(`${label}: The selected item does not exist.`);
  return item;
};

const countries: Resource<CountryRecord, typeof countryRequestSchema> = {
  path: 'country',
  key: 'countries',
  prefix: 'c',
  view: countryView,
  schema: countryRequestSchema,
  matches: (r, f) => nameMatches(r, f) && filterBy.text(r.callingCode, f.callingCode),
  apply: (b, l, prev) => ({ name: i18nFrom(b.name, l, prev?.name), callingCode: b.callingCode }),
  inUse: (r) => (db.provinces.some((p) => p.country === r.id) ? 'This country has provinces and cannot be deleted.' : null),
};

const provinces: Resource<ProvinceRecord, typeof provinceRequestSchema> = {
  path: 'province',
  key: 'provinces',
  prefix: 'p',
  view: provinceView,
  schema: provinceRequestSchema,
  matches: (r, f) => nameMatches(r, f) && filterBy.equals(r.country, f.country),
  apply: (b, l, prev) => ({ name: i18nFrom(b.name, l, prev?.name), country: ref(db.countries, b.country, 'country').id }),
  inUse: (r) => (db.cities.some((c) => c.province === r.id) ? 'This province has cities and cannot be deleted.' : null),
};

const cities: Resource<CityRecord, typeof cityRequestSchema> = {
  path: 'city',
  key: 'cities',
  prefix: 'ct',
  view: cityView,
  schema: cityRequestSchema,
  matches: (r, f) => nameMatches(r, f) && filterBy.equals(r.country, f.country) && filterBy.equals(r.province, f.province),
  apply: (b, l, prev) => {
    const province = ref(db.provinces, b.province, 'province');
    return { name: i18nFrom(b.name, l, prev?.name), province: province.id, country: province.country };
  },
  inUse: (r) => (db.regions.some((x) => x.city === r.id) ? 'This city has regions and cannot be deleted.' : null),
};

const regions: Resource<RegionRecord, typeof regionRequestSchema> = {
  path: 'region',
  key: 'regions',
  prefix: 'rg',
  view: regionView,
  schema: regionRequestSchema,
  matches: (r, f) =>
    nameMatches(r, f) &&
    filterBy.equals(r.country, f.country) &&
    filterBy.equals(r.province, f.province) &&
    filterBy.inList(r.city, f.cities ?? (f.city ? [f.city] : null)),
  apply: (b, l, prev) => {
    const city = ref(db.cities, b.city, 'city');
    if (city.province !== b.province) throw fail('city: The city is not in the selected province.');
    return {
      name: i18nFrom(b.name, l, prev?.name),
      price: b.price,
      country: ref(db.countries, b.country, 'country').id,
      province: ref(db.provinces, b.province, 'province').id,
      city: city.id,
      coordinates: b.coordinates,
    };
  },
};

const stores: Resource<StoreRecord, typeof storeRequestSchema> = {
  path: 'store',
  key: 'stores',
  prefix: 's',
  view: storeView,
  schema: storeRequestSchema,
  matches: (r, f) => nameMatches(r, f) && filterBy.equals(r.province, f.province) && filterBy.equals(r.city, f.city),
  apply: (b, l, prev) => {
    const city = ref(db.cities, b.city, 'city');
    if (city.province !== b.province) throw fail('city: The city is not in the selected province.');
    return {
      name: i18nFrom(b.name, l, prev?.name),
      store: b.store,
      country: city.country,
      province: city.province,
      city: city.id,
      email: b.email ?? '',
      website: b.website ?? '',
      tel: b.tel,
      mobile: b.mobile,
      address: i18nFrom(b.address, l, prev?.address),
      plaque: b.plaque,
      unit: b.unit,
      location: b.location,
      addressMap: i18nFrom(b.addressMap ?? '', l, prev?.addressMap),
    };
  },
};

const brands: Resource<BrandRecord, typeof brandRequestSchema> = {
  path: 'brand',
  key: 'brands',
  prefix: 'b',
  view: brandView,
  schema: brandRequestSchema,
  matches: (r, f) => nameMatches(r, f) && filterBy.equals(r.country, f.country),
  apply: (b, l, prev) => ({ name: i18nFrom(b.name, l, prev?.name), country: ref(db.countries, b.country, 'country').id, files: prev?.files ?? [] }),
  inUse: (r) => (db.products.some((p) => p.brand === r.id) ? 'This brand has products and cannot be deleted.' : null),
};

const collection = <R extends Entity>(res: Resource<R, z.ZodMiniType>) => db[res.key] as unknown as R[];

/** The list, one, add, edit, delete and changepublished handlers of one resource. */
function crudHandlers<R extends Entity, S extends z.ZodMiniType>(res: Resource<R, S>, readEntity: (request: Request) => Promise<{ body: unknown; files: File[] }>): HttpHandler[] {
  const items = () => collection(res as unknown as Resource<R, z.ZodMiniType>);
  const find = (id: unknown) => byId(items(), typeof id === 'string' ? id : undefined);
  return [
    http.post(`${BASE}/${res.path}/list`, async ({ request }) => {
      requireUser(request);
      const l = lang(request);
      const filter = parseBody(referenceFilterSchema, await readJson(request));
      const views = items()
        .filter((r) => res.matches(r, filter, l))
        .map((r) => res.view(r, l));
      return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
    }),
    http.get(`${BASE}/${res.path}/:id`, ({ request, params }) => {
      requireUser(request);
      const record = find(params.id);
      return record ? ok(res.view(record, lang(request))) : notFound();
    }),
    http.post(`${BASE}/${res.path}`, async ({ request }) => {
      requireUser(request, WRITERS);
      const { body, files } = await readEntity(request);
      const data = parseBody(res.schema, body);
      const at = nowIso();
      const record = { id: nextId(res.prefix, items()), ...res.apply(data, lang(request)), publish: true, createdAt: at, updatedAt: at } as R;
      attachFiles(record, files);
      items().push(record);
      return ok(record.id, SAVED);
    }),
    http.put(`${BASE}/${res.path}/:id/changepublished`, async ({ request, params }) => {
      requireUser(request, WRITERS);
      const record = find(params.id);
      if (!record) return notFound();
      const { publish } = await readBody(request, publishRequestSchema);
      Object.assign(record, { publish, updatedAt: nowIso() });
      return ok(null, SAVED);
    }),
    http.put(`${BASE}/${res.path}/:id`, async ({ request, params }) => {
      requireUser(request, WRITERS);
      const record = find(params.id);
      if (!record) return notFound();
      const { body, files } = await readEntity(request);
      const data = parseBody(res.schema, body);
      Object.assign(record, res.apply(data, lang(request), record), { updatedAt: nowIso() });
      attachFiles(record, files);
      return ok(null, SAVED);
    }),
    http.delete(`${BASE}/${res.path}/:id`, ({ request, params }) => {
      requireUser(request, WRITERS);
      const record = find(params.id);
      if (!record) return notFound('The item does not exist; it may have been deleted already.');
      const problem = res.inUse?.(record);
      if (problem) return fail(problem);
      items().splice(items().indexOf(record), 1);
      return ok(null, DELETED);
    }),
  ];
}

const readJsonEntity = async (request: Request) => ({ body: await readJson(request), files: [] as File[] });
const readBrandEntity = async (request: Request) => {
  const { data, files } = await readMultipart(request, 'brand', brandRequestSchema);
  return { body: data, files };
};

/** Stores uploaded images (JPEG/PNG under 2 MB) as files and appends them to a brand. */
function attachFiles(record: object, files: File[]): void {
  if (!files.length || !('files' in record)) return;
  const target = record as BrandRecord;
  for (const file of files) {
    if (!/^image\/(jpeg|png)$/.test(file.type)) throw fail('The file format is not acceptable.');
    if (file.size >= 2 * 1024 * 1024) throw fail('The maximum file size is 2 MB.');
  }
  for (const file of files) {
    const at = nowIso();
    const suffix = file.type === 'image/png' ? 'png' : 'jpg';
    const stored: FileRecord = {
      id: nextId('f', db.files),
      name: file.name || `brand.${suffix}`,
      alias: null,
      directory: DIR.brandsProjects,
      extension: { name: 'image', suffix },
      mime: file.type,
      size: file.size,
      auth: false,
      users: [],
      roles: [],
      createdAt: at,
      updatedAt: at,
    };
    db.files.push(stored);
    target.files = [...target.files, stored.id];
  }
}

/** A published plain list (`all`, children of a parent), by name. */
function plainList<R extends Entity>(request: Request, list: readonly R[], view: (r: R, l: Lang) => unknown) {
  requireUser(request);
  const l = lang(request);
  return ok(applySorter(list.filter((r) => r.publish).map((r) => view(r, l)), 'name,asc', { lang: l }));
}

// ---- route tree -----------------------------------------------------------

function findRoute(nodes: RouteNode[], id: string, parent: RouteNode | null = null): { node: RouteNode; siblings: RouteNode[]; parent: RouteNode | null } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes, parent };
    const inner = findRoute(node.children ?? [], id, node);
    if (inner) return inner;
  }
  return null;
}

function containsRoute(node: RouteNode, id: string): boolean {
  return node.id === id || (node.children ?? []).some((c) => containsRoute(c, id));
}

function routeFields(body: z.output<typeof routeRequestSchema>) {
  const menu = body.menu;
  const authenticated = body.type === 'AUTHENTICATED_ROUTE';
  return {
    name: body.name ?? body.component ?? '',
    title: body.title,
    alias: body.alias ?? '',
    dynamic: body.dynamic,
    type: body.type,
    roles: authenticated ? body.roles : [],
    layout: body.layout,
    component: body.component ?? '',
    menu,
    icon: menu.length ? (body.icon ?? '') : '',
    style: menu.length ? body.style : {},
    breadcrumb: body.breadcrumb,
    link: body.breadcrumb.length ? body.link : true,
    isOpen: body.isOpen,
    divider: body.divider,
    enable: body.enable,
    position: body.position,
    parent: body.parent ?? null,
  };
}

/** Keeps a stored sibling list in position order (in place, as the stored tree is the state). */
const sortByPosition = (nodes: RouteNode[]) => nodes.sort(byPosition);

function siblingsOf(parentId: string | null | undefined): RouteNode[] {
  if (!parentId) return db.routes;
  const found = findRoute(db.routes, parentId);
  if (!found) throw fail('parent: The selected route does not exist.');
  found.node.children ??= [];
  return found.node.children;
}

function allRouteIds(nodes: readonly RouteNode[]): { id: string }[] {
  return nodes.flatMap((n) => [{ id: n.id }, ...allRouteIds(n.children ?? [])]);
}

const routeHandlers: HttpHandler[] = [
  http.get(`${BASE}/route/tree`, ({ request }) => {
    requireUser(request, WRITERS);
    return ok(structuredClone(db.routes));
  }),
  http.get(`${BASE}/route/:id`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const found = findRoute(db.routes, String(params.id));
    return found ? ok(structuredClone({ ...found.node, parent: found.parent?.id ?? null })) : notFound();
  }),
  http.post(`${BASE}/route`, async ({ request }) => {
    requireUser(request, WRITERS);
    const body = await readBody(request, routeRequestSchema);
    const siblings = siblingsOf(body.parent);
    const node = { id: nextId('r', allRouteIds(db.routes)), ...routeFields(body), children: [] } as RouteNode;
    siblings.push(node);
    sortByPosition(siblings);
    return ok(node.id, SAVED);
  }),
  http.put(`${BASE}/route/:id`, async ({ request, params }) => {
    requireUser(request, WRITERS);
    const found = findRoute(db.routes, String(params.id));
    if (!found) return notFound();
    const body = await readBody(request, routeRequestSchema);
    const parentId = body.parent ?? null;
    if (parentId && containsRoute(found.node, parentId)) return fail('parent: A route cannot be moved under itself.');
    const currentParent = found.parent?.id ?? null;
    Object.assign(found.node, routeFields(body));
    if (parentId !== currentParent) {
      const target = siblingsOf(parentId);
      found.siblings.splice(found.siblings.indexOf(found.node), 1);
      target.push(found.node);
      sortByPosition(target);
    } else sortByPosition(found.siblings);
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/route/:id`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const found = findRoute(db.routes, String(params.id));
    if (!found) return notFound('The item does not exist; it may have been deleted already.');
    found.siblings.splice(found.siblings.indexOf(found.node), 1);
    return ok(null, DELETED);
  }),
];

export const basicInformationHandlers: HttpHandler[] = [
  // static paths first
  http.get(`${BASE}/country/all`, ({ request }) => plainList(request, db.countries, countryView)),
  http.get(`${BASE}/store/all`, ({ request }) => plainList(request, db.stores, storeView)),
  http.get(`${BASE}/brand/all`, ({ request }) => plainList(request, db.brands, brandView)),
  http.get(`${BASE}/province/country/:id`, ({ request, params }) =>
    plainList(request, db.provinces.filter((p) => p.country === params.id), provinceView),
  ),
  http.get(`${BASE}/city/province/:id`, ({ request, params }) =>
    plainList(request, db.cities.filter((c) => c.province === params.id), cityView),
  ),
  http.get(`${BASE}/region/city/:id`, ({ request, params }) =>
    plainList(request, db.regions.filter((r) => r.city === params.id), regionView),
  ),
  http.delete(`${BASE}/brand/:id/file/:fileId`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const brand = byId(db.brands, String(params.id));
    if (!brand) return notFound();
    if (!brand.files.includes(String(params.fileId))) return notFound('The file does not exist.');
    brand.files = brand.files.filter((f) => f !== params.fileId);
    brand.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  ...routeHandlers,
  ...crudHandlers(countries, readJsonEntity),
  ...crudHandlers(provinces, readJsonEntity),
  ...crudHandlers(cities, readJsonEntity),
  ...crudHandlers(regions, readJsonEntity),
  ...crudHandlers(stores, readJsonEntity),
  ...crudHandlers(brands, readBrandEntity),
];

