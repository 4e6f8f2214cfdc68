/**
 * /dashboard (customer spec §2, admin spec §2 and §6): the charts of the signed-in user's roles, or,
 * for a user with none of them, a landing with the profile's completeness and the latest invoices.
 * The charts (and recharts with them) are a lazy chunk: customers never fetch it.
 */
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuth } from '@/state/useAuth';
import { chartGroupsFor } from './chartRoles';
import { CustomerLanding } from './CustomerLanding';
import './dashboard.css';

const ChartsBoard = lazy(() => import('./ChartsBoard'));

export default function Dashboard() {
  const { user, roles } = useAuth();
  if (!user) return <PageSpinner />;
  const groups = chartGroupsFor(roles);
  if (groups.length === 0) return <CustomerLanding user={user} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ChartsBoard groups={groups} />
    </Suspense>
  );
}
