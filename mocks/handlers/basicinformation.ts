/** Mock handlers for the basicinformation calls (see src/api/contract/endpoints.tsv). */
import type { HttpHandler } from 'msw';

export const basicInformationHandlers: HttpHandler[] = [];
