import type { AdminRouteNode } from '@/api/schemas/route';
import routesJson from '../../data/routes.json';
import { Rng, SEED } from '../random';
import type { Db } from '../types';
import { seedAddress } from './address';
import { seedPosts, seedPostCategories } from './blog';
import { bulkInvoiceCount, seedBulkInvoices } from './bulkInvoices';
import { bulkProductCount, seedBulkProducts } from './bulkProducts';
import { bulkUserCount, seedBulkUsers } from './bulkUsers';
import { seedCarts } from './carts';
import { seedProductCategories, seedProducts } from './catalog';
import { seedPostComments, seedProductComments } from './comments';
import type { SeedContext } from './context';
import { seedCoupons } from './coupons';
import { FileFactory, seedDirectories } from './files';
import { seedInvoices } from './invoices';
import { seedIpAddresses } from './ipaddresses';
import { seedDocuments, seedFooterImage, seedPlugins } from './plugins';
import { seedRoles } from './roles';
import { seedShipping } from './shipping';
import { seedBrands, seedStores } from './stores';
import { seedTokens, seedUsers } from './users';

export const VERSION = '1.0.0';

function emptyDb(): Db {
  return {
    version: VERSION,
    roles: [],
    permissions: [],
    rolePermissions: {},
    users: [],
    tokens: [],
    resetTokens: {},
    countries: [],
    provinces: [],
    cities: [],
    regions: [],
    stores: [],
    brands: [],
    directories: [],
    files: [],
    productCategories: [],
    products: [],
    productComments: [],
    postCategories: [],
    posts: [],
    postComments: [],
    plugins: [],
    invoices: [],
    coupons: [],
    carts: [],
    ipAddresses: [],
    shippingPrices: {},
    routes: [],
    payments: {},
    sequences: {},
  };
}

/** Extra generated records (the bulk options); each defaults to its MOCK_… / VITE_MOCK_… / ?mock… setting. */
export interface BulkCounts {
  products?: number;
  invoices?: number;
  users?: number;
}

/** The extra records a seed makes: those asked for, else the MOCK_… settings (bulkOption.ts). */
export function resolveBulkCounts(bulk: BulkCounts = {}): Required<BulkCounts> {
  return {
    products: bulk.products ?? bulkProductCount(),
    invoices: bulk.invoices ?? bulkInvoiceCount(),
    users: bulk.users ?? bulkUserCount(),
  };
}

/** Builds a fresh, fully seeded database. Same seed → same data. */
export function seedDb(bulk: BulkCounts = {}): Db {
  const db = emptyDb();
  const rng = new Rng(SEED);
  const ctx: SeedContext = { db, rng, files: new FileFactory(db, rng) };

  seedRoles(ctx);
  const address = seedAddress(ctx);
  seedDirectories(db);
  seedUsers(ctx, address);
  seedTokens(ctx);
  seedStores(ctx, address);
  seedBrands(ctx);
  const leaves = seedProductCategories(ctx);
  seedProducts(ctx, leaves);
  seedProductComments(ctx);
  seedPostCategories(ctx);
  seedPosts(ctx);
  seedPostComments(ctx);
  seedPlugins(ctx);
  seedDocuments(ctx);
  seedShipping(db);
  const couponInvoices = seedInvoices(ctx);
  seedCoupons(ctx, couponInvoices);
  seedCarts(ctx);
  seedIpAddresses(ctx);
  seedFooterImage(ctx);
  const counts = resolveBulkCounts(bulk);
  seedBulkProducts(db, counts.products);
  seedBulkInvoices(db, counts.invoices);
  seedBulkUsers(db, counts.users);
  db.routes = structuredClone(routesJson as unknown as AdminRouteNode[]);
  return db;
}
