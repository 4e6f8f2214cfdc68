/**
 * Mounts the (lazily loaded) new-order alerts for a signed-in ADMIN / ECOMMERCE_MANAGEMENT user whose id
 * is the configured customer user id, on desktop. They wait for the dashboard catalogues (their texts
 * live there): a first poll answered before those loaded showed the raw message ids.
 */
import { lazy, Suspense } from 'react';
import { FullCatalogues } from '@/components/FullCatalogues';
import { useAppSelector } from '@/state/hooks';
import { selectCustomerUserId, selectIsMobile } from '@/state/selectors';
import { useAuth } from '@/state/useAuth';

const OrderAlerts = lazy(() => import('./ScopedOrderAlerts'));

export function StaffOrderAlerts() {
  const { user, isAuthenticated, isStaff } = useAuth();
  const customerUserId = useAppSelector(selectCustomerUserId);
  const isMobile = useAppSelector(selectIsMobile);
  if (!isAuthenticated || !isStaff || isMobile || !user || String(user.id) !== customerUserId) return null;
  return (
    <Suspense fallback={null}>
      <FullCatalogues>
        <OrderAlerts />
      </FullCatalogues>
    </Suspense>
  );
}
