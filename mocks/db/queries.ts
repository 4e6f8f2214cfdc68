import type { Db, PostRecord, ProductRecord, UserRecord } from './types';
import { db } from './state';
import { sortByPosition } from '@/lib/routeTree';

/** Lookups over the live `db` shared by handlers. */

/** Position of each id in a list, kept per list and checked on every hit (lists change in place). */
const positions = new WeakMap<readonly { id: string }[], Map<string, number>>();

function indexOf(list: readonly { id: string }[]): Map<string, number> {
  const index = new Map(list.map((item, i) => [item.id, i]));
  positions.set(list, index);
  return index;
}

/**
 * The record with this id. Looked up through an index of positions rather than a scan: a list of
 * 100,000 invoices names 10,000 users, and a scan per row made the mock, not the page, the slow part
 * of a big admin list. A position that no longer holds the id (a record was added, removed or
 * replaced) rebuilds the index.
 */
export function byId<T extends { id: string }>(list: readonly T[], id: string | null | undefined): T | undefined {
  if (!id) return undefined;
  const at = (positions.get(list) ?? indexOf(list)).get(id);
  if (at !== undefined && list[at]?.id === id) return list[at];
  const fresh = indexOf(list).get(id);
  return fresh === undefined ? undefined : list[fresh];
}

export function userById(id: string | null | undefined): UserRecord | undefined {
  return byId(db.users, id);
}

/** The user of a valid, enabled session key. */
export function userByApiKey(key: string | null | undefined): UserRecord | undefined {
  if (!key) return undefined;
  const token = db.tokens.find((t) => t.key === key);
  const user = token ? userById(token.user) : undefined;
  return user?.enable ? user : undefined;
}

/** Mobile as 10 digits without the leading 0 (or +98 / 98). */
export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.replace(/^(0098|98(?=\d{10}$)|0+)/, '');
}

export function userByMobile(mobile: string): UserRecord | undefined {
  const wanted = normaliseMobile(mobile);
  return db.users.find((u) => u.mobile === wanted);
}

export function userByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((u) => u.email?.toLowerCase() === wanted);
}

export function roleNames(user: UserRecord): string[] {
  return user.roles.map((id) => byId(db.roles, id)?.name).filter((n): n is string => !!n);
}

export function hasRole(user: UserRecord, ...names: string[]): boolean {
  const mine = roleNames(user);
  return names.some((n) => mine.includes(n));
}

/** Staff who see every invoice and may act for other users. */
export function isShopStaff(user: UserRecord): boolean {
  return hasRole(user, 'ADMIN', 'ECOMMERCE_MANAGEMENT');
}

/**
 * A profile is complete with first and last name and a first address holding province, city,
 * region, place, plaque, unit and postal code.
 */
export function isProfileComplete(user: UserRecord): boolean {
  const a = user.addresses.at(0);
  return Boolean(
    user.firstName.fa.trim() &&
      user.lastName.fa.trim() &&
      a &&
      a.province &&
      a.city &&
      (a.region || a.location) && // region null = "other regions", valid once a map point is set
      a.place.trim() &&
      a.plaque.trim() &&
      a.unit.trim() &&
      a.postalCode.trim(),
  );
}

export function invoiceCountOf(userId: string): number {
  // what the customer's invoice list shows (users=[own id], publish=true): an unpublished invoice is not counted
  return db.invoices.reduce((n, inv) => (inv.user === userId && inv.publish ? n + 1 : n), 0);
}

/** The product with that id or alias. */
export function productByIdOrAlias(key: string): ProductRecord | undefined {
  return db.products.find((p) => p.id === key || p.alias === key);
}

export function postByIdOrAlias(key: string): PostRecord | undefined {
  return db.posts.find((p) => p.id === key || p.alias === key);
}

export type TreeOf<N> = N & { children: TreeOf<N>[] };

/**
 * A parent-linked category collection as a tree sorted by position, each record shown by `node`.
 * With `rootId`, that category's subtree as a one-item list (empty when it does not exist).
 */
export function categoryTree<R extends { id: string; parent: string | null; position: number }, N>(
  records: readonly R[],
  node: (record: R) => N,
  rootId?: string,
): TreeOf<N>[] {
  const build = (parent: string | null): TreeOf<N>[] =>
    sortByPosition(records.filter((c) => c.parent === parent)).map((c) => ({ ...node(c), children: build(c.id) }));
  if (rootId) {
    const root = byId(records, rootId);
    return root ? [{ ...node(root), children: build(root.id) }] : [];
  }
  return build(null);
}

/** The ids of `rootIds` and every category below them in a parent-linked collection. */
/**
 * How many items each category holds, an item counting in every ancestor of its categories too (once
 * per category, however many of its categories lie below it); with `publishedOnly`, published items only.
 */
export function countsInTree(
  categories: readonly { id: string; parent: string | null }[],
  items: readonly { categories: readonly string[]; publish: boolean }[],
  publishedOnly: boolean,
): Map<string, number> {
  const parent = new Map(categories.map((c) => [c.id, c.parent]));
  const counts = new Map<string, number>();
  for (const item of items) {
    if (publishedOnly && !item.publish) continue;
    const seen = new Set<string>();
    for (const id of item.categories) {
      for (let cur: string | null | undefined = id; cur && !seen.has(cur); cur = parent.get(cur)) seen.add(cur);
    }
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export function withDescendants(
  list: readonly { id: string; parent: string | null }[],
  rootIds: readonly string[],
): Set<string> {
  const result = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of list) {
      if (item.parent && result.has(item.parent) && !result.has(item.id)) {
        result.add(item.id);
        grew = true;
      }
    }
  }
  return result;
}

/** A category by id or alias within a collection. */
export function findByIdOrAlias<T extends { id: string; alias: string }>(list: readonly T[], key: string): T | undefined {
  return list.find((item) => item.id === key || item.alias === key);
}

export type { Db };

