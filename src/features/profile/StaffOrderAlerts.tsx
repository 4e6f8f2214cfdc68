/** Mounts the (lazily loaded) new-order alerts for a signed-in ADMIN / ECOMMERCE_MANAGEMENT user whose id is the configured customer user id, on desktop. */
import { lazy, Suspense } from 'react';
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
      <OrderAlerts />
    </Suspense>
  );
}
