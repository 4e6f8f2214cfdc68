/** Mock handlers for the ipaddress calls (see src/api/contract/endpoints.tsv). */
import type { HttpHandler } from 'msw';

export const ipAddressHandlers: HttpHandler[] = [];
