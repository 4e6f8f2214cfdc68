/** Mock handlers for the dashboard calls (see src/api/contract/endpoints.tsv). */
import type { HttpHandler } from 'msw';

export const dashboardHandlers: HttpHandler[] = [];
