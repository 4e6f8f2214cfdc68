/** Role checks shared by route guards, menus and staff-only features (spec §6). */
export const STAFF_ROLES = ['ADMIN', 'ECOMMERCE_MANAGEMENT'] as const;

/** A route with no roles, or with '*', is open to every role; otherwise any shared role grants access. */
export function hasAccess(userRoles: readonly string[] | undefined, routeRoles: readonly string[] | undefined): boolean {
  if (!routeRoles || routeRoles.length === 0 || routeRoles.includes('*')) return true;
  if (!userRoles) return false;
  return routeRoles.some((role) => userRoles.includes(role));
}

export function isStaff(userRoles: readonly string[] | undefined): boolean {
  return hasAccess(userRoles, STAFF_ROLES);
}
