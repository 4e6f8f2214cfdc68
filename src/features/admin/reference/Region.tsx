/**
 * Delivery regions (admin §2, §3, §5): name, price (rial, at most 10 digits), country → province → city,
 * the polygon drawn on the map (at least three points), publish, dates.
 */
import { Form } from 'antd';
import { regionEndpoints } from '@/api/services/basicinformation';
import type { Region as RegionRow } from '@/api/schemas';
import type { ReferenceFilter, RegionRequest } from '@/api/schemas/requests';
import { Money } from '@/components/Money';
import { DigitsInput, useRules } from '@/components/form';
import { LazyPolygonEditor, type MapPoint } from '@/components/map';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { LocationFields, NameField, refId, refName, useLabel, nameAndLocationFilter } from './fields';

interface Values {
  name: string;
  price: string;
  country: string;
  province: string;
  city: string;
  coordinates: MapPoint[];
}

function Fields({ form }: FieldsProps<RegionRow>) {
  const label = useLabel();
  const rules = useRules();
  const price = label('price');
  const coordinates = label('coordinates');
  return (
    <>
      <NameField />
      <Form.Item name="price" label={price} rules={[rules.required(price), rules.digits(price), rules.max(price, 10)]}>
        <DigitsInput maxLength={10} digitsOnly />
      </Form.Item>
      <LocationFields form={form} levels={['country', 'province', 'city']} required />
      <Form.Item name="coordinates" label={coordinates} rules={[rules.required(coordinates), rules.min(coordinates, 3)]}>
        <LazyPolygonEditor height={300} />
      </Form.Item>
    </>
  );
}

const FilterFields = nameAndLocationFilter({ levels: ['country', 'province', 'city'], multipleCities: true, requiredWhenParent: true });

export const regionResource = defineResource<RegionRow, ReferenceFilter, Values, RegionRequest>({
  name: 'reference.region',
  endpoints: regionEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'price', title: 'reference.field.price', sortable: true, render: (r) => <Money value={Number(r.price ?? 0)} /> },
    { key: 'city', title: 'reference.field.city', sortable: true, sortField: 'city.name', render: (r) => refName(r.city) },
    { key: 'province', title: 'reference.field.province', sortable: true, sortField: 'province.name', render: (r) => refName(r.province) },
    { key: 'country', title: 'reference.field.country', sortable: true, sortField: 'country.name', render: (r) => refName(r.country) },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
    { key: 'createdAt', title: 'reference.field.createdAt', sortable: true, date: true },
    { key: 'updatedAt', title: 'reference.field.updatedAt', sortable: true, date: true },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    wide: { width: 640, reason: 'the region polygon is drawn point by point on a map; at 450 the map is too small to place them' },
    toValues: (r) => ({
      name: r.name,
      price: r.price == null ? '' : String(r.price),
      country: refId(r.country),
      province: refId(r.province),
      city: refId(r.city),
      coordinates: r.coordinates.map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) })),
    }),
    toBody: (v) => ({
      name: toLatinDigits(v.name).trim(),
      price: Number(toLatinDigits(v.price)),
      country: v.country,
      province: v.province,
      city: v.city,
      coordinates: v.coordinates,
    }),
    loadFull: true,
  },
});

export default function Region() {
  return <ResourcePage resource={regionResource} />;
}
