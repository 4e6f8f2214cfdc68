import type { I18n, ProductCategoryRecord, ProductRecord } from '../types';
import { CATEGORY_TREE, INGREDIENTS, type Area, type CategoryNode, type LeafSpec } from './catalogData';
import { stamps, type SeedContext } from './context';
import { DIR } from './files';
import { slugify } from './names';
import { XSS_BODY, productBody } from './productText';
import { USERS } from './users';

/** The two top-level categories of the home page's fixed sliders: skin care and herbal teas. */
export const HOME_CATEGORY_IDS = ['pc1', 'pc4'] as const;
export const SAMPLE_PRODUCT_ALIAS = 'aloe-vera-moisturising-cream';
export const XSS_PRODUCT_ALIAS = 'xss-test-serum';

interface Leaf {
  id: string;
  area: Area;
  spec: LeafSpec;
}

/** Product categories, breadth-first ids (pc1…pc6 = top level). Returns the leaves. */
export function seedProductCategories(ctx: SeedContext): Leaf[] {
  const { db } = ctx;
  const leaves: Leaf[] = [];
  let queue: { node: CategoryNode; parent: string | null; position: number }[] = CATEGORY_TREE.map((node, i) => ({
    node,
    parent: null,
    position: i + 1,
  }));
  while (queue.length) {
    const next: typeof queue = [];
    for (const { node, parent, position } of queue) {
      const id = `pc${db.productCategories.length + 1}`;
      const ageDays = 730 - db.productCategories.length;
      const record: ProductCategoryRecord = {
        id,
        title: node.title,
        alias: node.alias,
        caption: node.caption,
        show: true,
        buy: true,
        parent,
        position,
        files: ctx.files.images(1, {
          directory: DIR.categoryImages,
          baseName: `category-${node.alias}`,
          alias: node.title.en,
          ageDays,
        }),
        ...stamps(ctx, ageDays),
      };
      db.productCategories.push(record);
      if (node.leaf) leaves.push({ id, area: node.area, spec: node.leaf });
      node.children?.forEach((child, i) => next.push({ node: child, parent: id, position: i + 1 }));
    }
    queue = next;
  }
  // Products are numbered in depth-first order of the tree (pr1 = the first moisturiser).
  const order: string[] = [];
  const walk = (nodes: readonly CategoryNode[]) =>
    nodes.forEach((n) => {
      order.push(n.alias);
      if (n.children) walk(n.children);
    });
  walk(CATEGORY_TREE);
  const rank = (leaf: Leaf) => order.indexOf(db.productCategories.find((c) => c.id === leaf.id)!.alias);
  return leaves.sort((a, b) => rank(a) - rank(b));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const fill = (template: string, ingredient: string) => template.replace('{i}', ingredient);

/** At least 160 products named "<type> <ingredient>", plus the sanitiser test product. */
export function seedProducts(ctx: SeedContext, leaves: Leaf[]): void {
  const { db, rng } = ctx;
  const brands = db.brands.filter((b) => b.publish).map((b) => b.id);
  const aliases = new Set<string>();

  const drafts: { name: I18n; leaf: Leaf; ingredient: I18n; body?: I18n; alias?: string }[] = [];
  for (const leaf of leaves) {
    for (const key of leaf.spec.ingredients) {
      const ingredient = INGREDIENTS[key];
      drafts.push({
        name: { fa: fill(leaf.spec.type.fa, ingredient.fa), en: fill(leaf.spec.type.en, ingredient.en) },
        leaf,
        ingredient,
      });
    }
  }
  const serums = leaves.find((l) => l.spec.type.en === '{i} Serum')!;
  drafts.push({
    name: { fa: 'سرم آزمایشی پاک‌سازی محتوا', en: 'XSS Test Serum' },
    leaf: serums,
    ingredient: INGREDIENTS.vitaminC,
    body: XSS_BODY,
    alias: XSS_PRODUCT_ALIAS,
  });

  drafts.forEach((draft, index) => {
    let alias = draft.alias ?? slugify(draft.name.en);
    while (aliases.has(alias)) alias = `${alias}-2`;
    aliases.add(alias);
    const first = index === 0; // the Aloe Vera Moisturising Cream: always published, buyable and in stock
    const { spec, area } = draft.leaf;
    const price = roundTo(rng.int(spec.price[0], spec.price[1]), 10_000);
    const discount = !first && rng.chance(0.4) ? roundTo(price * rng.float(0.05, 0.3), 10_000) : 0;
    const outOfStock = !first && index % 29 === 13;
    const stocks = db.stores.map((store, s) => ({
      store: store.id,
      count: outOfStock ? 0 : first ? 25 + s : rng.chance(0.25) ? 0 : rng.int(1, 40),
    }));
    if (!outOfStock && stocks.every((s) => s.count === 0)) stocks[0].count = rng.int(3, 12);
    const ageDays = first ? 700 : rng.int(1, 729);
    const created = stamps(ctx, ageDays);
    const categories = [draft.leaf.id];
    if (rng.chance(0.2)) {
      const other = rng.pick(leaves).id;
      if (other !== draft.leaf.id) categories.push(other);
    }
    const record: ProductRecord = {
      id: `pr${index + 1}`,
      name: draft.name,
      alias,
      price,
      discount,
      weight: roundTo(rng.int(spec.weight[0], spec.weight[1]), 5),
      count: stocks.reduce((sum, s) => sum + s.count, 0),
      stocks,
      show: first || index % 41 !== 7,
      buy: first || index % 31 !== 5,
      publish: first || index % 37 !== 11,
      position: index + 1,
      files: ctx.files.images(first ? 4 : rng.int(1, 4), {
        directory: area === 'skin' || area === 'body' ? DIR.skinBody : DIR.hairOilsTeas,
        baseName: alias,
        alias: draft.name.en,
        ageDays,
      }),
      categories,
      brand: rng.chance(0.85) ? rng.pick(brands) : null,
      body: draft.body ?? productBody(rng, area, draft.name, draft.ingredient),
      hits: first ? 4812 : rng.int(0, 5000),
      user: rng.chance(0.7) ? USERS.manager.id : USERS.admin.id,
      ...created,
    };
    db.products.push(record);
  });
}
