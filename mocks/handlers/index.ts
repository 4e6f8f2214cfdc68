import { authHandlers } from './auth';
import { basicInformationHandlers } from './basicinformation';
import { cartHandlers } from './cart';
import { dashboardHandlers } from './dashboard';
import { ecommerceCatalogHandlers } from './ecommerceCatalog';
import { ecommerceOrdersHandlers } from './ecommerceOrders';
import { fileManagementHandlers } from './filemanagement';
import { invoiceHandlers } from './invoice';
import { invoiceListHandlers } from './invoiceList';
import { ipAddressHandlers } from './ipaddress';
import { pluginManagementHandlers } from './pluginmanagement';
import { postManagementHandlers } from './postmanagement';
import { siteHandlers } from './site';
import { userManagementHandlers } from './usermanagement';

/** Every mock handler: one array per service area. Static paths come before `:id` ones inside each file. */
export const handlers = [
  ...siteHandlers,
  ...authHandlers,
  ...cartHandlers,
  ...invoiceListHandlers,
  ...ecommerceOrdersHandlers,
  ...invoiceHandlers,
  ...dashboardHandlers,
  ...ecommerceCatalogHandlers,
  ...basicInformationHandlers,
  ...ipAddressHandlers,
  ...userManagementHandlers,
  ...postManagementHandlers,
  ...pluginManagementHandlers,
  ...fileManagementHandlers,
];
