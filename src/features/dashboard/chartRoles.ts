/** Which chart groups a user sees (admin spec §6 "Dashboard charts"). Pure; no chart code. */
import { hasAccess } from '@/lib/roles';

export type ChartGroup = 'files' | 'posts' | 'ecommerce';

/**
 * files: count by type and uploads by day; posts: by author and by day; ecommerce: invoice total,
 * delivery-service credit, payments by user and by day.
 */
export const CHART_GROUP_ROLES: Record<ChartGroup, readonly string[]> = {
  files: ['ADMIN', 'FILE_MANAGEMENT'],
  posts: ['ADMIN', 'POST_MANAGEMENT'],
  ecommerce: ['ADMIN', 'ECOMMERCE_MANAGEMENT'],
};

const ORDER: readonly ChartGroup[] = ['ecommerce', 'files', 'posts'];

/** The groups of these roles, in the order the dashboard shows them; empty for a plain customer. */
export function chartGroupsFor(roles: readonly string[]): ChartGroup[] {
  return ORDER.filter((group) => hasAccess(roles, CHART_GROUP_ROLES[group]));
}
