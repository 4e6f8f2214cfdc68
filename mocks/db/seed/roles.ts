import type { I18n } from '../types';
import { stamps, type SeedContext } from './context';
import { i18n } from './names';

/** Role ids by name. */
export const ROLE = {
  ADMIN: 'ro1',
  ECOMMERCE_MANAGEMENT: 'ro2',
  FILE_MANAGEMENT: 'ro3',
  POST_MANAGEMENT: 'ro4',
  COURIER: 'ro5',
  CUSTOMER: 'ro6',
  SUPPORT: 'ro7',
} as const;
export type RoleName = keyof typeof ROLE;

const ROLE_CAPTIONS: Record<RoleName, I18n> = {
  ADMIN: i18n('مدیر کل سامانه', 'System administrator'),
  ECOMMERCE_MANAGEMENT: i18n('مدیریت فروشگاه', 'E-commerce management'),
  FILE_MANAGEMENT: i18n('مدیریت فایل‌ها', 'File management'),
  POST_MANAGEMENT: i18n('مدیریت مطالب', 'Post management'),
  COURIER: i18n('پیک', 'Courier'),
  CUSTOMER: i18n('مشتری', 'Customer'),
  SUPPORT: i18n('پشتیبانی مشتریان', 'Customer support'),
};

/** service → entities: [alias in permission name, fa plural, en plural] */
const PERMISSION_AREAS: readonly [string, readonly [string, string, string][]][] = [
  [
    'basicinformation',
    [
      ['country', 'کشورها', 'countries'],
      ['province', 'استان‌ها', 'provinces'],
      ['city', 'شهرها', 'cities'],
      ['region', 'مناطق', 'regions'],
      ['store', 'فروشگاه‌ها', 'stores'],
      ['brand', 'برندها', 'brands'],
      ['route', 'مسیرها', 'routes'],
    ],
  ],
  [
    'ecommercemanagement',
    [
      ['product', 'محصولات', 'products'],
      ['productCategory', 'دسته‌بندی محصولات', 'product categories'],
      ['productcomment', 'نظرات محصولات', 'product comments'],
      ['invoice', 'فاکتورها', 'invoices'],
      ['coupon', 'کدهای تخفیف', 'coupons'],
      ['ipaddress', 'آدرس‌های آی‌پی', 'IP addresses'],
      ['cart', 'سبد خرید', 'carts'],
    ],
  ],
  [
    'filemanagement',
    [
      ['file', 'فایل‌ها', 'files'],
      ['directory', 'پوشه‌ها', 'directories'],
    ],
  ],
  ['pluginmanagement', [['plugin', 'افزونه‌ها', 'plugins']]],
  [
    'postmanagement',
    [
      ['post', 'مطالب', 'posts'],
      ['postCategory', 'دسته‌بندی مطالب', 'post categories'],
      ['postcomment', 'نظرات مطالب', 'post comments'],
    ],
  ],
  [
    'usermanagement',
    [
      ['user', 'کاربران', 'users'],
      ['role', 'نقش‌ها', 'roles'],
      ['permission', 'مجوزها', 'permissions'],
    ],
  ],
];

export function seedRoles(ctx: SeedContext): void {
  const { db } = ctx;
  db.roles = (Object.keys(ROLE) as RoleName[]).map((name, i) => ({
    id: ROLE[name],
    name,
    caption: ROLE_CAPTIONS[name],
    ...stamps(ctx, 750 - i),
  }));

  const byService: Record<string, string[]> = {};
  for (const [service, entities] of PERMISSION_AREAS) {
    for (const [entity, fa, en] of entities) {
      for (const action of ['list', 'write'] as const) {
        const id = `pm${db.permissions.length + 1}`;
        db.permissions.push({
          id,
          name: `${service}/${entity}.${action}`,
          caption:
            action === 'list'
              ? i18n(`مشاهده ${fa}`, `View ${en}`)
              : i18n(`افزودن، ویرایش و حذف ${fa}`, `Create, edit and delete ${en}`),
          ...stamps(ctx, 740 - db.permissions.length),
        });
        (byService[service] ??= []).push(id);
      }
    }
  }
  const named = (...names: string[]) =>
    db.permissions.filter((p) => names.some((n) => p.name.startsWith(n))).map((p) => p.id);

  db.rolePermissions = {
    [ROLE.ADMIN]: db.permissions.map((p) => p.id),
    [ROLE.ECOMMERCE_MANAGEMENT]: [
      ...byService.ecommercemanagement,
      ...named('basicinformation/store.list', 'basicinformation/brand'),
    ],
    [ROLE.FILE_MANAGEMENT]: byService.filemanagement,
    [ROLE.POST_MANAGEMENT]: [...byService.postmanagement, ...named('filemanagement/file.list')],
    [ROLE.COURIER]: named('ecommercemanagement/invoice.list'),
    [ROLE.CUSTOMER]: named('ecommercemanagement/cart', 'ecommercemanagement/invoice.list'),
    [ROLE.SUPPORT]: named(
      'ecommercemanagement/productcomment',
      'postmanagement/postcomment',
      'ecommercemanagement/invoice.list',
      'usermanagement/user.list',
    ),
  };
}
