/**
 * Products (admin spec §2): every column of the list (name linking to the edit page, price, discount,
 * weight, count, brand, hits, categories joined, user, position edited in place, buy/show/publish
 * switches, created and edited dates), the filter (name, created range, brands, categories tree) and
 * the row menu edit / add to cart / delete. Add and edit are own pages (ProductForm). Page sizes up to
 * 10,000 render virtually (the resource pattern). When the list is too wide for its box (beside the
 * sidebar at 1366 px), the figures and dates give way before the name, price, stock, position and
 * the three switches (column `priority`); they stay in each row's expanded detail.
 */
import { Form, Input } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { basicinformationApi } from '@/api/services/basicinformation';
import { addProductToCart, productEndpoints } from '@/api/services/ecommerce';
import type { AdminProduct } from '@/api/schemas';
import { CATALOG_LIMITS, type ProductListFilter } from '@/api/schemas/catalog';
import { Money } from '@/components/Money';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, RemoteSelect, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { CategoryTreeSelect, JoinedNames, NumberText, authorName, refName, useCatalogLabel } from './catalogFields';
import { paths } from '@/lib/paths';

interface FilterValues {
  name?: string;
  createdAt?: PickerRange | null;
  brands?: string[];
  categories?: string[];
}

const brandLabel = (brand: { name: string }) => brand.name;

function FilterFields() {
  const label = useCatalogLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="name" label={label('name')} rules={[rules.max(label('name'), CATALOG_LIMITS.filterText)]}>
        <Input maxLength={CATALOG_LIMITS.filterText} allowClear />
      </Form.Item>
      <DateRangeField name="createdAt" label={label('createdRange')} />
      <Form.Item name="brands" label={label('brands')}>
        <RemoteSelect endpoint={basicinformationApi.endpoints.brandAll} getLabel={brandLabel} multiple />
      </Form.Item>
      <Form.Item name="categories" label={label('categories')}>
        <CategoryTreeSelect multiple />
      </Form.Item>
    </>
  );
}

const money = (value: number | string | undefined) => <Money value={value} />;

export const productResource = defineResource<AdminProduct, ProductListFilter, never, never, FilterValues>({
  name: 'catalog.product',
  endpoints: productEndpoints,
  defaultSorter: 'createdAt,desc',
  pageSizes: [10, 20, 50, 100, 1000, 10000],
  columns: [
    { key: 'name', title: 'catalog.field.name', sortable: true, link: (r) => paths.productEdit(r.id) },
    { key: 'price', title: 'catalog.field.price', sortable: true, render: (r) => money(r.price) },
    { key: 'discount', title: 'catalog.field.discount', sortable: true, render: (r) => money(r.discount), priority: 'medium' },
    { key: 'weight', title: 'catalog.field.weight', sortable: true, render: (r) => <NumberText value={r.weight} />, priority: 'low' },
    { key: 'count', title: 'catalog.field.count', sortable: true, render: (r) => <NumberText value={r.count} /> },
    { key: 'brand', title: 'catalog.field.brand', sortable: true, sortField: 'brand.name', render: (r) => refName(typeof r.brand === 'string' ? null : r.brand), priority: 'medium' },
    { key: 'hits', title: 'catalog.field.hits', sortable: true, render: (r) => <NumberText value={r.hits} />, priority: 'low' },
    { key: 'categories', title: 'catalog.field.categories', render: (r) => <JoinedNames names={r.categories.map(refName)} />, exportValue: (r, x) => r.categories.map(refName).join(x.locale.startsWith('fa') ? '، ' : ', '), priority: 'medium' },
    { key: 'user', title: 'catalog.field.user', sortable: true, sortField: 'user.lastName', render: (r) => authorName(r.user), priority: 'low' },
    { key: 'position', title: 'catalog.field.position', sortable: true, editableNumber: true },
    { key: 'buy', title: 'catalog.field.buy', sortable: true, toggle: true },
    { key: 'show', title: 'catalog.field.show', sortable: true, toggle: true },
    { key: 'publish', title: 'catalog.field.publish', sortable: true, toggle: true },
    { key: 'createdAt', title: 'catalog.field.createdAt', sortable: true, date: true, priority: 'medium' },
    { key: 'updatedAt', title: 'catalog.field.updatedAt', sortable: true, date: true, priority: 'low' },
  ],
  // the product list's filters (spec: name, created range, brands, categories) have no flag or stock
  // field, so these presets sort: hidden products (show off) first, the lowest stock first
  presets: [
    { key: 'hiddenFirst', label: 'views.preset.hiddenFirst', sorter: 'show,asc' },
    { key: 'outOfStockFirst', label: 'views.preset.outOfStockFirst', sorter: 'count,asc' },
  ],
  filter: { Fields: FilterFields, ...dateRangeFilter<FilterValues, ProductListFilter>('createdAt') },
  pages: { add: paths.productAdd, edit: (r) => paths.productEdit(r.id) },
  operations: [
    {
      key: 'addToCart',
      label: 'catalog.product.addToCart',
      icon: <ShoppingCartOutlined />,
      // the cart takes only published, buyable products in stock
      disabled: (r) => !r.publish || !r.buy || Number(r.count) <= 0,
      // on success the cart query is invalidated: the cart (GET cart/all) is fetched again
      onClick: (r, ctx) => ctx.run(addProductToCart(r.id)),
    },
  ],
});

export default function ProductList() {
  return <ResourcePage resource={productResource} />;
}
