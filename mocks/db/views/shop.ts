import type { Brand, CartLine, Product, ProductCategory, Store, StoreStock } from '@/api/schemas';
import { t, type Lang } from '../../lib/i18n';
import { byId, categoryTree, countsInTree, withDescendants } from '../queries';
import { db } from '../state';
import type { BrandRecord, CartRecord, ProductCategoryRecord, ProductRecord, StoreRecord } from '../types';
import { commentTree } from './comments';
import { fileRefs, namedRef } from './common';

export interface ProductViewOptions {
  /** include the HTML body (detail views) */
  body?: boolean;
  /** include the confirmed comment tree */
  comments?: boolean;
  /** include unconfirmed comments too (admin) */
  allComments?: boolean;
}

/** A product: categories as `{ id, title, alias }`, brand as `{ id, name }`, files as refs. */
export function productView(p: ProductRecord, lang: Lang, options: ProductViewOptions = {}): Product {
  const view: Product = {
    id: p.id,
    name: t(p.name, lang),
    alias: p.alias,
    price: p.price,
    discount: p.discount,
    buy: p.buy,
    count: p.count,
    files: fileRefs(p.files),
    categories: p.categories
      .map((id) => byId(db.productCategories, id))
      .filter((c): c is ProductCategoryRecord => !!c)
      .map((c) => ({ id: c.id, title: t(c.title, lang), alias: c.alias })),
    brand: namedRef(db.brands, p.brand, lang),
    show: p.show,
    publish: p.publish,
    weight: p.weight,
    position: p.position,
    hits: p.hits,
    stocks: p.stocks.map((s) => ({ ...s })),
    user: p.user,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
  if (options.body) view.body = t(p.body, lang);
  if (options.comments || options.allComments) {
    const records = db.productComments.filter((c) => c.product === p.id);
    view.comments = commentTree(records, lang, !options.allComments);
  }
  return view;
}

function categoryNode(c: ProductCategoryRecord, lang: Lang, counts: Map<string, number>): ProductCategory {
  return {
    id: c.id,
    title: t(c.title, lang),
    alias: c.alias,
    caption: c.caption ? t(c.caption, lang) : null,
    show: c.show,
    buy: c.buy,
    files: fileRefs(c.files),
    position: c.position,
    parent: c.parent,
    products: counts.get(c.id) ?? 0,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/**
 * The product category tree sorted by position, with `products` counts (published products only
 * unless `publishedOnly` is false). With `rootId`, the subtree of that category (as a one-item list).
 */
export function productCategoryTree(lang: Lang, publishedOnly = true, rootId?: string): ProductCategory[] {
  const counts = countsInTree(db.productCategories, db.products, publishedOnly);
  return categoryTree(db.productCategories, (c) => categoryNode(c, lang, counts), rootId);
}

/** Ids of the given product categories and all below them. */
export function productCategoryIdsWithDescendants(ids: readonly string[]): Set<string> {
  return withDescendants(db.productCategories, ids);
}

export function storeView(s: StoreRecord, lang: Lang): Store {
  return {
    id: s.id,
    name: t(s.name, lang),
    store: s.store,
    country: namedRef(db.countries, s.country, lang),
    province: namedRef(db.provinces, s.province, lang),
    city: namedRef(db.cities, s.city, lang),
    email: s.email,
    website: s.website,
    tel: s.tel,
    mobile: s.mobile,
    address: t(s.address, lang),
    plaque: s.plaque,
    unit: s.unit,
    location: { ...s.location },
    addressMap: t(s.addressMap, lang),
    publish: s.publish,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** Published stores with the product's stock in each (0 included, so the client can show it). */
export function storeStockView(p: ProductRecord, lang: Lang): StoreStock[] {
  return db.stores
    .filter((s) => s.publish)
    .map((s) => ({ id: s.id, name: t(s.name, lang), count: p.stocks.find((x) => x.store === s.id)?.count ?? 0 }));
}

export function brandView(b: BrandRecord, lang: Lang): Brand {
  return {
    id: b.id,
    name: t(b.name, lang),
    country: namedRef(db.countries, b.country, lang),
    publish: b.publish,
    files: fileRefs(b.files),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

export function cartLineView(line: CartRecord, lang: Lang): CartLine | null {
  const product = byId(db.products, line.product);
  const store = byId(db.stores, line.store);
  if (!product || !store) return null;
  return {
    id: line.id,
    product: {
      id: product.id,
      alias: product.alias,
      name: t(product.name, lang),
      price: product.price,
      discount: product.discount,
      files: fileRefs(product.files),
    },
    store: { id: store.id, name: t(store.name, lang), count: product.stocks.find((s) => s.store === store.id)?.count ?? 0 },
    count: line.count,
    createdAt: line.createdAt,
  };
}

/** The user's cart, oldest line first. */
export function cartView(userId: string, lang: Lang): CartLine[] {
  return db.carts
    .filter((c) => c.user === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((c) => cartLineView(c, lang))
    .filter((l): l is CartLine => l !== null);
}
