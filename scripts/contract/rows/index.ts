/** The row table: endpoints.tsv row (`METHOD path`) → how the check calls it and what it expects. */
import type { RowSpec } from '../spec';
import { adminRows } from './admin';
import { basicInformationRows } from './basicinformation';
import { dashboardRows } from './dashboard';
import { ecommerceRows } from './ecommerce';
import { fileManagementRows } from './filemanagement';
import { siteRows } from './site';

export const ROW_SPECS: Record<string, RowSpec> = {
  ...siteRows,
  ...dashboardRows,
  ...ecommerceRows,
  ...basicInformationRows,
  ...adminRows,
  ...fileManagementRows,
};
