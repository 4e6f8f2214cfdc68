/** basicinformation/ rows: countries, provinces, cities, regions, stores, brands, routes. */
import { z } from 'zod/mini';
import {
  brandSchema,
  citySchema,
  countrySchema,
  provinceSchema,
  regionSchema,
  adminRouteNodeSchema,
  storeSchema,
} from '@/api/schemas';
import { fromOwn, own, pickFile } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { idFrom, ownWrite, read, TEHRAN, tagName } from './common';
import { crudRows } from './crud';

const B = 'basicinformation/v1';
const byName = { field: 'name', value: tagName, filter: (ctx: RowContext) => ({ name: tagName(ctx) }) };
/** The run's own parent record if it made one, else the first one listed. */
const parentId = async (ctx: RowContext, resource: string, listKey: string) =>
  ctx.ownId(resource) ?? (await idFrom(listKey).resolve(ctx));

const square = [
  { lat: 35.7, lng: 51.3 },
  { lat: 35.7, lng: 51.31 },
  { lat: 35.71, lng: 51.31 },
  { lat: 35.71, lng: 51.3 },
];

const routeValue = (ctx: RowContext) => ({
  name: ctx.tag,
  title: { fa: tagName(ctx), en: tagName(ctx) },
  alias: ctx.tag,
  dynamic: false,
  parent: null,
  type: 'ROUTE',
  layout: 'SITE',
  menu: [],
  icon: '',
  style: {},
  isOpen: false,
  divider: false,
  breadcrumb: [],
  link: false,
  position: 9999,
  enable: false,
  roles: ['ADMIN'],
  component: 'NotFound',
});

const routes = crudRows({
  base: `${B}/route`,
  resource: 'route',
  entity: adminRouteNodeSchema,
  value: routeValue,
  match: { field: 'alias', value: (ctx) => ctx.tag },
  treePath: `${B}/route/tree`,
});
delete routes[`PUT ${B}/route/{id}/changepublished`];

export const basicInformationRows: Record<string, RowSpec> = {
  ...crudRows({
    base: `${B}/country`,
    resource: 'country',
    entity: countrySchema,
    value: (ctx) => ({ name: tagName(ctx), callingCode: String(ctx.tagNumber) }),
    match: byName,
  }),
  ...crudRows({
    base: `${B}/province`,
    resource: 'province',
    entity: provinceSchema,
    value: async (ctx) => ({ name: tagName(ctx), country: await parentId(ctx, 'country', `POST ${B}/country/list`) }),
    match: byName,
  }),
  ...crudRows({
    base: `${B}/city`,
    resource: 'city',
    entity: citySchema,
    value: async (ctx) => ({ name: tagName(ctx), province: await parentId(ctx, 'province', `POST ${B}/province/list`) }),
    match: byName,
  }),
  ...crudRows({
    base: `${B}/region`,
    resource: 'region',
    entity: regionSchema,
    value: async (ctx) => ({
      name: tagName(ctx),
      price: 0,
      country: await parentId(ctx, 'country', `POST ${B}/country/list`),
      province: await parentId(ctx, 'province', `POST ${B}/province/list`),
      city: await parentId(ctx, 'city', `POST ${B}/city/list`),
      coordinates: square,
    }),
    match: byName,
  }),
  ...crudRows({
    base: `${B}/store`,
    resource: 'store',
    entity: storeSchema,
    value: async (ctx) => ({
      name: tagName(ctx),
      store: ctx.tagNumber,
      province: await parentId(ctx, 'province', `POST ${B}/province/list`),
      city: await parentId(ctx, 'city', `POST ${B}/city/list`),
      email: 'qa-contract@example.com',
      website: 'https://example.com',
      tel: '02100000000',
      mobile: '9990000000',
      address: 'Automated contract check',
      plaque: '1',
      unit: '1',
      addressMap: '',
      location: TEHRAN,
    }),
    match: byName,
  }),
  ...crudRows({
    base: `${B}/brand`,
    resource: 'brand',
    entity: brandSchema,
    part: 'brand',
    value: async (ctx) => ({ name: tagName(ctx), country: await parentId(ctx, 'country', `POST ${B}/country/list`) }),
    match: byName,
  }),
  [`GET ${B}/country/all`]: read(z.array(countrySchema)),
  [`GET ${B}/store/all`]: read(z.array(storeSchema)),
  [`GET ${B}/brand/all`]: read(z.array(brandSchema)),
  [`GET ${B}/province/country/{id}`]: read(z.array(provinceSchema), { params: { id: idFrom(`POST ${B}/province/list`, 'country') } }),
  [`GET ${B}/city/province/{id}`]: read(z.array(citySchema), { params: { id: idFrom(`POST ${B}/city/list`, 'province') } }),
  [`GET ${B}/region/city/{id}`]: read(z.array(regionSchema), { params: { id: idFrom(`POST ${B}/region/list`, 'city') } }),
  [`DELETE ${B}/brand/{id}/file/{fileId}`]: ownWrite(own('brand'), { params: { id: own('brand'), fileId: fromOwn('brand', pickFile) } }),
  ...routes,
};
