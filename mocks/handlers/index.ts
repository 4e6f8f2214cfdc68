import { HttpHandler } from 'msw';
import { lang, localizeResponse } from '../lib/http';
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

/** A handler that answers like `inner`, with the answer's messages in the request's `language` (mocks/lib/messages.ts). */
class LocalizingHandler extends HttpHandler {
  constructor(private readonly inner: HttpHandler) {
    super(inner.info.method, inner.info.path, () => undefined);
  }

  override async run(args: Parameters<HttpHandler['run']>[0]): ReturnType<HttpHandler['run']> {
    const result = await this.inner.run(args);
    if (!result?.response) return result;
    return { ...result, response: localizeResponse(result.response, lang(args.request)) };
  }
}

/**
 * Every mock handler: one array per service area. Static paths come before `:id` ones inside each
 * file. Each answers its messages in the request's language, as the real server does.
 */
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
].map((handler) => new LocalizingHandler(handler));
