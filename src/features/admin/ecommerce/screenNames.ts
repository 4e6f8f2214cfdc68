/**
 * The route tree's component names of this area's screens, known before the screens' own module loads:
 * the app resolves every admin route at once and loads the area's screens with its first admin page
 * (src/app/router/registry.ts). ./screens.ts must map exactly these names (its type says so).
 */
export const ecommerceAdminScreenNames = ['ProductList', 'ProductForm', 'ProductCategory', 'ProductComment', 'Coupon', 'Financial', 'AdminInvoiceList', 'AdminInvoiceView'] as const;
