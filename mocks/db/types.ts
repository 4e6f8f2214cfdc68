import type { AdminRouteNode } from '@/api/schemas';

/** Every human text is stored in both languages; handlers serialise the requested one. */
export type I18n = {
  fa: string;
  en: string;
};
export type Lang = keyof I18n;

export type LatLngRecord = {
  lat: number;
  lng: number;
};

type Stamped = {
  createdAt: string;
  updatedAt: string;
};

export type RoleRecord = Stamped & {
  id: string;
  name: string;
  caption: I18n;
};

export type PermissionRecord = Stamped & {
  id: string;
  name: string;
  caption: I18n;
};

export type AddressRecord = {
  province: string | null;
  city: string | null;
  /** null = "other regions" */
  region: string | null;
  place: string;
  plaque: string;
  unit: string;
  postalCode: string;
  location: LatLngRecord | null;
};

export type UserSettingRecord = {
  alopeyk: { enable: boolean };
  alopost: { enable: boolean };
};

export type UserRecord = Stamped & {
  id: string;
  firstName: I18n;
  lastName: I18n;
  email: string | null;
  mobile: string | null;
  country: string;
  password: string;
  nationalCode: string | null;
  birthAt: string | null;
  body: I18n | null;
  /** file id */
  image: string | null;
  enable: boolean;
  /** role ids */
  roles: string[];
  smsDiscountCode: string | null;
  addresses: AddressRecord[];
  setting: UserSettingRecord;
};

export type TokenRecord = Stamped & {
  id: string;
  /** the api key (`apiKey` query parameter / `api_key` cookie) */
  key: string;
  user: string;
  log: { isDesktop: boolean; platform: string; browser: string };
};

export type CountryRecord = Stamped & {
  id: string;
  name: I18n;
  callingCode: number;
  publish: boolean;
};

export type ProvinceRecord = Stamped & {
  id: string;
  name: I18n;
  country: string;
  publish: boolean;
};

export type CityRecord = Stamped & {
  id: string;
  name: I18n;
  country: string;
  province: string;
  publish: boolean;
};

export type RegionRecord = Stamped & {
  id: string;
  name: I18n;
  /** own-courier shipping price in rial */
  price: number;
  country: string;
  province: string;
  city: string;
  coordinates: LatLngRecord[];
  publish: boolean;
};

export type StoreRecord = Stamped & {
  id: string;
  name: I18n;
  /** store number */
  store: number;
  country: string;
  province: string;
  city: string;
  email: string;
  website: string;
  tel: string;
  /** comma-separated */
  mobile: string;
  address: I18n;
  plaque: string;
  unit: number;
  location: LatLngRecord;
  addressMap: I18n;
  publish: boolean;
};

export type BrandRecord = Stamped & {
  id: string;
  name: I18n;
  country: string;
  publish: boolean;
  files: string[];
};

export type ProductCategoryRecord = Stamped & {
  id: string;
  title: I18n;
  alias: string;
  caption: I18n | null;
  show: boolean;
  buy: boolean;
  parent: string | null;
  position: number;
  files: string[];
};

export type StockRecord = {
  store: string;
  count: number;
};

export type ProductRecord = Stamped & {
  id: string;
  name: I18n;
  alias: string;
  price: number;
  discount: number;
  /** grams */
  weight: number;
  /** total stock = sum of `stocks` */
  count: number;
  stocks: StockRecord[];
  show: boolean;
  buy: boolean;
  publish: boolean;
  position: number;
  files: string[];
  /** leaf category ids */
  categories: string[];
  brand: string | null;
  body: I18n;
  hits: number;
  user: string;
};

export type CommentRecord = Stamped & {
  id: string;
  comment: I18n;
  parent: string | null;
  user: string;
  confirm: boolean;
};
export type ProductCommentRecord = CommentRecord & {
  product: string;
};
export type PostCommentRecord = CommentRecord & {
  post: string;
};

export type PostCategoryRecord = Stamped & {
  id: string;
  title: I18n;
  alias: string;
  parent: string | null;
  position: number;
};

export type PostRecord = Stamped & {
  id: string;
  title: I18n;
  alias: string;
  body: I18n;
  files: string[];
  categories: string[];
  user: string;
  hits: number;
  publish: boolean;
};

export type PluginNameRecord =
  | 'SLIDE_SHOW'
  | 'PROJECTS'
  | 'NO_APP'
  | 'ABOUT_US'
  | 'GALLERY'
  | 'CONTACT_US'
  | 'TONDAR_NET';

export type PluginRecord = Stamped & {
  id: string;
  name: PluginNameRecord;
  /** JSON params; any `{ fa, en }` leaf is localised when served */
  params: Record<string, unknown>;
  files: string[];
  publish: boolean;
  user: string;
};

export type DirectoryRecord = Stamped & {
  id: string;
  name: I18n;
  parent: string | null;
};

export type FileRecord = Stamped & {
  id: string;
  /** original file name, e.g. `aloe-vera-moisturising-cream-1.jpg` */
  name: string;
  alias: string | null;
  directory: string;
  extension: { name: string; suffix: string };
  mime: string;
  /** bytes */
  size: number;
  auth: boolean;
  users: string[];
  roles: string[];
};

/** Invoice snapshot fields hold `{ fa, en }` where the text is human (names, places). */
export type InvoiceProductRecord = {
  product: string;
  name: I18n;
  alias: string;
  productsCount: number;
  productsPrice: number;
  productsDiscount: number;
};

export type InvoiceRecord = Stamped & {
  id: string;
  invoiceNumber: number;
  /** owner user id */
  user: string;
  userSnapshot: {
    id: string;
    firstName: I18n;
    lastName: I18n;
    email: string | null;
    mobile: string | null;
    address: {
      province: { id: string; name: I18n } | null;
      city: { id: string; name: I18n } | null;
      region: { id: string; name: I18n } | null;
      place: string;
      plaque: string;
      unit: string;
      postalCode: string;
      location: LatLngRecord | null;
    } | null;
  };
  /** staff user who created it on the customer's behalf, if any */
  creator: string | null;
  products: InvoiceProductRecord[];
  vat: number;
  shippingType: string;
  shippingPrice: number;
  shippingDuration: number | null;
  shippingStatus: string | null;
  /** courier user id (PERSONALPEYK) */
  courier: string | null;
  shippingCourierInfo: { id?: string; firstName: I18n; lastName: I18n; email: string | null; mobile: string } | null;
  shipping: { information: { id: string } } | null;
  shippingScreenshot: { url: string } | null;
  shippingPosition: LatLngRecord | null;
  coupon: { code: string; percent: number; ceilingPrice: number | null } | null;
  couponPrice: number;
  deductionPrice: number;
  additionalPrice: number;
  description: string | null;
  amount: number;
  condition: 'PAID' | 'WAITING_PAYMENT' | 'EXPIRED';
  step: 'RECEIVE_ORDER' | 'PREPARING' | 'DELIVERY_COURIER' | 'DELIVERY_CUSTOMER';
  payment: boolean;
  publish: boolean;
  /** staff has opened it (unseen paid invoices are highlighted as new orders) */
  view: boolean;
  stores: { id: string; name: I18n; location: LatLngRecord }[];
  checkout: {
    payment: string;
    information: { Authority: string; RefNum: string; ShaparakRefNumber: string };
  } | null;
  paymentName: string | null;
  paymentId: string | null;
  expireAt: string;
  paymentAt: string | null;
};

export type CouponRecord = Stamped & {
  id: string;
  code: string;
  /** user ids it was sent to; empty = all users */
  users: string[];
  /** the user who used it */
  user: string | null;
  percent: number;
  ceilingPrice: number | null;
  expireAt: string;
  status: 'USED' | 'UNUSED' | 'EXPIRED';
  invoiceNumber: number | null;
  couponPrice: number | null;
  message: I18n;
  send: { email: boolean; sms: boolean };
  sendAt: string | null;
};

export type CartRecord = Stamped & {
  id: string;
  user: string;
  product: string;
  store: string;
  count: number;
};

export type IpAddressRecord = {
  id: string;
  ip: string;
  createdAt: string;
};

/** A payment started with `payment/request`, waiting for the provider's return (one use). */
export type PendingPaymentRecord = {
  invoiceNumber: number;
  provider: string;
  user: string;
  createdAt: string;
};

export type Db = {
  version: string;
  roles: RoleRecord[];
  permissions: PermissionRecord[];
  /** role id → permission ids */
  rolePermissions: Record<string, string[]>;
  users: UserRecord[];
  tokens: TokenRecord[];
  /** email-mode reset tokens: token → user id */
  resetTokens: Record<string, string>;
  countries: CountryRecord[];
  provinces: ProvinceRecord[];
  cities: CityRecord[];
  regions: RegionRecord[];
  stores: StoreRecord[];
  brands: BrandRecord[];
  directories: DirectoryRecord[];
  files: FileRecord[];
  productCategories: ProductCategoryRecord[];
  products: ProductRecord[];
  productComments: ProductCommentRecord[];
  postCategories: PostCategoryRecord[];
  posts: PostRecord[];
  postComments: PostCommentRecord[];
  plugins: PluginRecord[];
  invoices: InvoiceRecord[];
  coupons: CouponRecord[];
  carts: CartRecord[];
  ipAddresses: IpAddressRecord[];
  /** ordered: shipping type → price (rial) or null when unavailable */
  shippingPrices: Record<string, number | null>;
  routes: AdminRouteNode[];
  /** started payments by provider token (`payment/request` → `payment/verification`) */
  payments: Record<string, PendingPaymentRecord>;
  /** next numeric suffix per id prefix, for records created at run time */
  sequences: Record<string, number>;
};
