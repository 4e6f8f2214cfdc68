/** The cart button decision (customer spec §4, §6) and the shipping-type rules (§5). Pure. */
import { courierWindowOpen, isCourierType } from '@/lib/deliveryWindow';
import { isStaff } from '@/lib/roles';

export type CartAction = 'incomplete' | 'custom' | 'policy';

/**
 * Staff (ADMIN, ECOMMERCE_MANAGEMENT) get the custom-invoice form whatever their profile; other users
 * with an incomplete profile get the warning; complete-profile customers get the policy form.
 */
export function cartAction(user: { complete?: boolean | null } | null | undefined, roles: readonly string[] | undefined): CartAction {
  if (isStaff(roles)) return 'custom';
  return user?.complete ? 'policy' : 'incomplete';
}

/** Why a shipping type cannot be chosen: legacy (the first two), no price, or outside the courier window. */
export type ShippingBlock = 'legacy' | 'noPrice' | 'outsideWindow';

export interface ShippingOption {
  type: string;
  price: number | null;
  disabled: boolean;
  reason: ShippingBlock | null;
}

/**
 * The shipping types in the server's order: the first two are always disabled, so is a type with no
 * price (null, missing or not a number; a price of 0 is a price), and so are the courier types
 * outside 9:00–16:00 Tehran time (`now`, default the current time).
 */
export function shippingOptions(
  prices: Record<string, number | string | null | undefined> | null | undefined,
  now: Date = new Date(),
): ShippingOption[] {
  const open = courierWindowOpen(now);
  return Object.entries(prices ?? {}).map(([type, raw], index) => {
    const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
    const price = Number.isFinite(n) ? n : null;
    const reason: ShippingBlock | null = index < 2 ? 'legacy' : price === null ? 'noPrice' : !open && isCourierType(type) ? 'outsideWindow' : null;
    return { type, price, disabled: reason !== null, reason };
  });
}

/** The first enabled shipping type (the form's default), or undefined when none is. */
export function defaultShippingType(options: readonly ShippingOption[]): string | undefined {
  return options.find((o) => !o.disabled)?.type;
}
