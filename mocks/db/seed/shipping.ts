import { SHIPPING_TYPES } from '../../../src/api/schemas/invoice';
import type { Db } from '../types';

/**
 * Shipping prices in the order the shipping list returns them (see SHIPPING_TYPES):
 * IN_PERSON and POST_PISHTAZ are legacy (the client always disables the first two),
 * PERSONALPEYK is the own courier (the region's price applies when the user's region has one),
 * ALOPEYK the courier service, ALOPOST the postal service (the one a customer can choose outside the
 * couriers' 9:00–16:00 Tehran window).
 */
export const SHIPPING_PRICES: Readonly<Record<(typeof SHIPPING_TYPES)[number], number | null>> = {
  IN_PERSON: 0,
  POST_PISHTAZ: 380_000,
  PERSONALPEYK: 350_000,
  ALOPEYK: 480_000,
  ALOPOST: 450_000,
};

export function seedShipping(db: Db): void {
  db.shippingPrices = Object.fromEntries(SHIPPING_TYPES.map((type) => [type, SHIPPING_PRICES[type]]));
}
