import type {
  City,
  Country,
  Coupon,
  Directory,
  FileInfo,
  Invoice,
  Plugin,
  Province,
  Region,
} from '@/api/schemas';
import { localize, t, type Lang } from '../../lib/i18n';
import { byId } from '../queries';
import { db } from '../state';
import type {
  CityRecord,
  CountryRecord,
  CouponRecord,
  DirectoryRecord,
  FileRecord,
  InvoiceRecord,
  PluginRecord,
  ProvinceRecord,
  RegionRecord,
  RoleRecord,
  UserRecord,
} from '../types';
import { fileRefs, namedRef } from './common';
import { roleView, userSummaryView } from './users';

export function countryView(c: CountryRecord, lang: Lang): Country {
  return { id: c.id, name: t(c.name, lang), callingCode: c.callingCode, publish: c.publish, createdAt: c.createdAt, updatedAt: c.updatedAt };
}

export function provinceView(p: ProvinceRecord, lang: Lang): Province {
  return { id: p.id, name: t(p.name, lang), country: namedRef(db.countries, p.country, lang), publish: p.publish, createdAt: p.createdAt, updatedAt: p.updatedAt };
}

export function cityView(c: CityRecord, lang: Lang): City {
  return {
    id: c.id,
    name: t(c.name, lang),
    country: namedRef(db.countries, c.country, lang),
    province: namedRef(db.provinces, c.province, lang),
    publish: c.publish,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function regionView(r: RegionRecord, lang: Lang): Region {
  return {
    id: r.id,
    name: t(r.name, lang),
    price: r.price,
    coordinates: r.coordinates.map((p) => ({ ...p })),
    country: namedRef(db.countries, r.country, lang),
    province: namedRef(db.provinces, r.province, lang),
    city: namedRef(db.cities, r.city, lang),
    publish: r.publish,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** A plugin with its params localised (every `{ fa, en }` leaf) and files as refs. */
export function pluginView(p: PluginRecord, lang: Lang): Plugin {
  const user = byId(db.users, p.user);
  return {
    id: p.id,
    name: p.name,
    params: localize(p.params, lang),
    files: fileRefs(p.files),
    publish: p.publish,
    user: user ? userSummaryView(user, lang) : p.user,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** An invoice as both the customer and the staff views read it. */
export function invoiceView(inv: InvoiceRecord, lang: Lang): Invoice {
  const owner = byId(db.users, inv.user);
  const snapshot = localize(inv.userSnapshot, lang);
  return {
    id: inv.id,
    invoiceNumber: inv.invoiceNumber,
    amount: inv.amount,
    condition: inv.condition,
    step: inv.step,
    createdAt: inv.createdAt,
    updatedAt: inv.updatedAt,
    expireAt: inv.expireAt,
    paymentAt: inv.paymentAt,
    products: localize(inv.products, lang),
    vat: inv.vat,
    shippingPrice: inv.shippingPrice,
    shippingType: inv.shippingType,
    shippingDuration: inv.shippingDuration,
    shippingStatus: inv.shippingStatus,
    shippingCourierInfo: localize(inv.shippingCourierInfo, lang),
    shipping: inv.shipping ? structuredClone(inv.shipping) : null,
    shippingScreenshot: inv.shippingScreenshot,
    shippingPosition: inv.shippingPosition,
    coupon: inv.coupon ? { ...inv.coupon } : null,
    couponPrice: inv.couponPrice,
    deductionPrice: inv.deductionPrice,
    additionalPrice: inv.additionalPrice,
    description: inv.description,
    stores: localize(inv.stores, lang),
    user: {
      ...snapshot,
      roles: owner ? owner.roles.map((id) => byId(db.roles, id)).filter((r): r is RoleRecord => !!r).map((r) => r.name) : [],
    },
    courier: inv.courier,
    creator: inv.creator,
    payment: inv.payment,
    publish: inv.publish,
    view: inv.view,
    checkout: inv.checkout ? structuredClone(inv.checkout) : null,
    paymentName: inv.paymentName,
    paymentId: inv.paymentId,
  };
}

export function couponView(c: CouponRecord, lang: Lang): Coupon {
  const summary = (id: string) => {
    const u = byId(db.users, id);
    return u ? { id: u.id, name: `${t(u.firstName, lang)} ${t(u.lastName, lang)}` } : id;
  };
  return {
    id: c.id,
    code: c.code,
    percent: c.percent,
    ceilingPrice: c.ceilingPrice,
    status: c.status,
    expireAt: c.expireAt,
    users: c.users.map(summary),
    user: c.user ? summary(c.user) : null,
    invoiceNumber: c.invoiceNumber,
    couponPrice: c.couponPrice,
    message: t(c.message, lang),
    send: { ...c.send },
    sendAt: c.sendAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function fileView(f: FileRecord, lang: Lang): FileInfo {
  const dir = byId(db.directories, f.directory);
  return {
    id: f.id,
    name: f.name,
    alias: f.alias,
    directory: dir ? { id: dir.id, name: t(dir.name, lang) } : f.directory,
    extension: { ...f.extension },
    size: f.size,
    auth: f.auth,
    users: f.users.map((id) => byId(db.users, id)).filter((u): u is UserRecord => !!u).map((u) => userSummaryView(u, lang)),
    roles: f.roles.map((id) => byId(db.roles, id)).filter((r): r is RoleRecord => !!r).map((r) => roleView(r, lang)),
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
}

/** The directory tree with the number of files directly in each directory. */
export function directoryTree(lang: Lang): Directory[] {
  const counts = new Map<string, number>();
  for (const f of db.files) counts.set(f.directory, (counts.get(f.directory) ?? 0) + 1);
  const node = (d: DirectoryRecord): Directory => ({
    id: d.id,
    name: t(d.name, lang),
    parent: d.parent,
    files: counts.get(d.id) ?? 0,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    children: db.directories.filter((c) => c.parent === d.id).map(node),
  });
  return db.directories.filter((d) => d.parent === null).map(node);
}
