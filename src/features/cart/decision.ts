/** The cart button decision (customer spec §4, §6) and the shipping-type rules (§5). Pure. */
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

export interface ShippingOption {
  type: string;
  price: number | null;
  disabled: boolean;
}

/**
 * The shipping types in the server's order: the first two are always disabled, so is a type with no
 * price (null, missing or not a number). A price of 0 is a price.
 */
export function shippingOptions(prices: Record<string, number | string | null | undefined> | null | undefined): ShippingOption[] {
  return Object.entries(prices ?? {}).map(([type, raw], index) => {
    const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
    const price = Number.isFinite(n) ? n : null;
    return { type, price, disabled: index < 2 || price === null };
  });
}

/** The first enabled shipping type (the form's default), or undefined when none is. */
export function defaultShippingType(options: readonly ShippingOption[]): string | undefined {
  return options.find((o) => !o.disabled)?.type;
}
