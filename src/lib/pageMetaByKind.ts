/**
 * Every public page kind's title and description function, by name, for the pre-render (which picks by
 * page kind); a screen imports its own function from src/lib/pageMeta.ts or productMeta.ts instead, so
 * its chunk carries only that.
 */
import { blogMeta, companyMeta, homeMeta, pluginBodyMeta, postMeta, shopMeta } from './pageMeta';
import { productMeta } from './productMeta';

export const pageMeta = { home: homeMeta, shop: shopMeta, product: productMeta, blog: blogMeta, post: postMeta, company: companyMeta, pluginBody: pluginBodyMeta };
