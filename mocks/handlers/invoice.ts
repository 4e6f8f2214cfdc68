/** Mock handlers for the invoice calls (see src/api/contract/endpoints.tsv). */
import type { HttpHandler } from 'msw';

export const invoiceHandlers: HttpHandler[] = [];
