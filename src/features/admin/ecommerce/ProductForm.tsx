/**
 * The product page (admin spec §2, §3, §5): add at /ecommerce-management/product/add, edit at
 * .../edit/{id}. Fields: name, alias (derived from the name until typed), price, discount, categories
 * (tree, several), weight, position, brand, count, show and buy switches, rich-text body, the stored
 * images (each deletable) and new uploads (JPEG/PNG under 2 MB). A new product starts with show and
 * buy on at position total + 1; an empty discount is sent as "0". Load, 404, add → edit, reload after
 * save and the floating submit bar come from the resource pattern's form page.
 */
import { useState } from 'react';
import { Col, Form, Input, Row, Switch } from 'antd';
import { basicinformationApi } from '@/api/services/basicinformation';
import { productEndpoints, useAdminProductListQuery, type ProductArgs } from '@/api/services/ecommerce';
import { refId, type AdminProduct } from '@/api/schemas';
import { ALIAS_PATTERN, CATALOG_LIMITS } from '@/api/schemas/catalog';
import { LazyRichTextEditor } from '@/components/editor';
import { DigitsInput, useRules } from '@/components/form';
import { ImagesField, ResourceFormPage, defineFormPage, type FieldsProps } from '@/components/resource';
import { RemoteSelect } from '@/components/resource/fields';
import { toLatinDigits } from '@/lib/digits';
import { slugify } from '@/lib/validation';
import { CategoryTreeSelect, useCatalogLabel } from './catalogFields';
import { paths } from '@/lib/paths';
import { useShowCount } from '@/components/digits';

export interface ProductValues {
  name: string;
  alias: string;
  price: string;
  discount?: string;
  categories: string[];
  weight: string;
  position: string;
  brand?: string;
  count: string;
  show: boolean;
  buy: boolean;
  body: string;
  files?: File[];
}

const brandLabel = (brand: { name: string }) => brand.name;
const half = { xs: 24, md: 12 };
const third = { xs: 24, sm: 12, lg: 8 };

function Fields({ form, record }: FieldsProps<AdminProduct>) {
  const showCount = useShowCount();
  const label = useCatalogLabel();
  const rules = useRules();
  // the alias follows the name until the user types one (or the product already has one)
  const [aliasTyped, setAliasTyped] = useState(() => Boolean(form.getFieldValue('alias')));
  const required = (key: string) => rules.required(label(key));
  const money = (key: string) => [rules.digits(label(key)), rules.max(label(key), CATALOG_LIMITS.money)];
  const atLeastOne = (key: string) => [required(key), rules.digits(label(key)), rules.range(label(key), 1)];
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="name" label={label('name')} rules={[required('name'), rules.max(label('name'), CATALOG_LIMITS.name)]}>
          <Input maxLength={CATALOG_LIMITS.name} showCount={showCount} onChange={(e) => !aliasTyped && form.setFieldValue('alias', slugify(e.target.value))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="alias"
          label={label('alias')}
          rules={[required('alias'), rules.max(label('alias'), CATALOG_LIMITS.alias), rules.pattern(label('alias'), ALIAS_PATTERN)]}
        >
          <Input dir="ltr" maxLength={CATALOG_LIMITS.alias} onChange={() => setAliasTyped(true)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="price" label={label('price')} rules={[required('price'), ...money('price')]}>
          <DigitsInput digitsOnly maxLength={CATALOG_LIMITS.money} inputMode="numeric" dir="ltr" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="discount" label={label('discount')} rules={money('discount')}>
          <DigitsInput digitsOnly maxLength={CATALOG_LIMITS.money} inputMode="numeric" dir="ltr" placeholder="0" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="categories" label={label('categories')} rules={[required('categories')]}>
          <CategoryTreeSelect multiple />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="brand" label={label('brand')} rules={[required('brand')]}>
          <RemoteSelect endpoint={basicinformationApi.endpoints.brandAll} getLabel={brandLabel} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="weight" label={label('weight')} rules={atLeastOne('weight')}>
          <DigitsInput digitsOnly maxLength={7} inputMode="numeric" dir="ltr" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="count" label={label('count')} rules={atLeastOne('count')}>
          <DigitsInput digitsOnly maxLength={7} inputMode="numeric" dir="ltr" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="position" label={label('position')} rules={atLeastOne('position')}>
          <DigitsInput digitsOnly maxLength={7} inputMode="numeric" dir="ltr" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="show" label={label('show')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="buy" label={label('buy')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="body" label={label('body')} rules={[required('body')]}>
          <LazyRichTextEditor ariaLabel={label('body')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <ImagesField<AdminProduct> record={record} deleteFile={productEndpoints.deleteFile} label={label('images')} />
      </Col>
    </Row>
  );
}

/** A new product's position: the number of products plus one (spec §4). */
function useNewProductInitial(adding: boolean): Partial<ProductValues> | undefined {
  const total = useAdminProductListQuery({ page: 1, limit: 1 }, { skip: !adding, refetchOnMountOrArgChange: true });
  if (!adding) return {};
  if (total.isFetching) return undefined;
  return total.data ? { position: String(total.data.total + 1) } : {};
}

const latin = (text: string | undefined | null) => toLatinDigits(text ?? '').trim();

export const productPage = defineFormPage<AdminProduct, ProductValues, ProductArgs>({
  name: 'catalog.product',
  recordName: (r) => r.name,
  listPath: paths.products,
  editPath: paths.productEdit,
  endpoints: { one: productEndpoints.one, add: productEndpoints.add, edit: productEndpoints.edit },
  Fields,
  initial: { show: true, buy: true, categories: [], discount: '', files: [] },
  useInitial: useNewProductInitial,
  toValues: (p) => ({
    name: p.name,
    alias: p.alias,
    price: String(p.price),
    discount: Number(p.discount) ? String(p.discount) : '',
    categories: p.categories.map((c) => refId(c)).filter((id): id is string => Boolean(id)),
    weight: String(p.weight),
    position: String(p.position),
    brand: refId(typeof p.brand === 'string' ? p.brand : (p.brand ?? undefined)),
    count: String(p.count),
    show: p.show,
    buy: p.buy,
    body: p.body ?? '',
    files: [],
  }),
  toBody: (v) => ({
    json: {
      name: latin(v.name),
      alias: latin(v.alias),
      price: latin(v.price),
      // an empty discount is sent as "0" (spec §3)
      discount: latin(v.discount) || '0',
      weight: Number(latin(v.weight)),
      count: Number(latin(v.count)),
      show: v.show,
      buy: v.buy,
      position: Number(latin(v.position)),
      categories: v.categories,
      brand: v.brand ?? null,
      body: v.body,
    },
    files: v.files ?? [],
  }),
});

export default function ProductForm() {
  return <ResourceFormPage page={productPage} />;
}
