import { FIXED_NOW, MS } from '../clock';
import type { ProductRecord } from '../types';
import type { SeedContext } from './context';
import { ROLE } from './roles';
import { USERS } from './users';

const buyable = (p: ProductRecord) => p.publish && p.buy && p.count > 0;

/** u6 has 3 lines (the sample product first); 15 other customers have 1–4 lines. */
export function seedCarts(ctx: SeedContext): void {
  const { db, rng } = ctx;
  const candidates = db.products.filter(buyable);
  const add = (user: string, product: ProductRecord, ageHours: number, countWish: number) => {
    const stock = product.stocks.filter((s) => s.count > 0);
    const store = stock[0];
    const at = new Date(FIXED_NOW - ageHours * MS.hour).toISOString();
    db.carts.push({
      id: `cart${db.carts.length + 1}`,
      user,
      product: product.id,
      store: store.store,
      count: Math.min(countWish, store.count),
      createdAt: at,
      updatedAt: at,
    });
  };

  const u6Lines = [candidates[0], candidates[7], candidates[23]];
  u6Lines.forEach((p, i) => add(USERS.customer.id, p, 30 - i * 9, i === 0 ? 2 : 1));

  const customers = db.users.filter((u) => u.enable && u.roles.includes(ROLE.CUSTOMER) && u.id !== USERS.customer.id);
  for (const user of rng.sample(customers, 15)) {
    for (const product of rng.sample(candidates, rng.int(1, 4))) add(user.id, product, rng.int(1, 400), rng.int(1, 3));
  }
}
