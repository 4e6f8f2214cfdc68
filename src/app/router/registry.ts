/**
 * Maps the route tree's component names (mocks/data/routes.json, the contract's routes.json) to lazily
 * loaded screens. Each feature owns its own map; every screen is its own chunk.
 */
import type { ScreenMap } from '@/components/screens';
import { authScreens } from '@/features/auth/screens';
import { shopScreens } from '@/features/shop/screens';
import { blogScreens } from '@/features/blog/screens';
import { pageScreens } from '@/features/pages/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { profileScreens } from '@/features/profile/screens';
import { cartScreens } from '@/features/cart/screens';
import { invoiceScreens } from '@/features/invoice/screens';
import { referenceScreens } from '@/features/admin/reference/screens';
import { ecommerceAdminScreens } from '@/features/admin/ecommerce/screens';
import { fileAdminScreens } from '@/features/admin/files/screens';
import { pluginAdminScreens } from '@/features/admin/plugins/screens';
import { postAdminScreens } from '@/features/admin/posts/screens';
import { userAdminScreens } from '@/features/admin/users/screens';

export const screenRegistry: ScreenMap = {
  ...authScreens,
  ...shopScreens,
  ...blogScreens,
  ...pageScreens,
  ...dashboardScreens,
  ...profileScreens,
  ...cartScreens,
  ...invoiceScreens,
  ...referenceScreens,
  ...ecommerceAdminScreens,
  ...fileAdminScreens,
  ...pluginAdminScreens,
  ...postAdminScreens,
  ...userAdminScreens,
};

export function resolveScreen(component: string | undefined | null) {
  return component ? screenRegistry[component] : undefined;
}
