/**
 * Store form page (admin §2, §3, §5) at /basic-information/store/add and /edit/:variable, an own form
 * page of the resource pattern: adding leads to the edit page of the new store; saving an edit reloads
 * the store. Latitude and longitude are picked on the map or typed, and sent as `location {lat, lng}`.
 * Provinces are those of the default country.
 */
import { useMemo, useRef } from 'react';
import { Col, Form, Input, Row, type FormRule } from 'antd';
import { basicinformationApi as api } from '@/api/services/basicinformation';
import type { Store } from '@/api/schemas';
import type { StoreRequest } from '@/api/schemas/requests';
import { DigitsInput, useRules } from '@/components/form';
import { ResourceFormPage, defineFormPage } from '@/components/resource/FormPage';
import type { FieldsProps } from '@/components/resource/types';
import { LazyMapView } from '@/components/map';
import { config } from '@/config';
import { toLatinDigits } from '@/lib/digits';
import { patterns } from '@/lib/validation';
import { LocationFields, NameField, refId, useLabel } from './fields';
import { paths } from '@/lib/paths';
import { useShowCount } from '@/components/digits';

interface Values {
  name: string;
  store: string;
  province: string;
  city: string;
  email?: string;
  website?: string;
  tel: string;
  mobile: string;
  address: string;
  plaque: string;
  unit: string;
  latitude: string;
  longitude: string;
  addressMap?: string;
}

function toValues(s: Store): Partial<Values> {
  return {
    name: s.name,
    store: s.store == null ? '' : String(s.store),
    province: refId(s.province),
    city: refId(s.city),
    email: s.email ?? '',
    website: s.website ?? '',
    tel: s.tel ?? '',
    mobile: s.mobile ?? '',
    address: s.address ?? '',
    plaque: s.plaque == null ? '' : String(s.plaque),
    unit: s.unit == null ? '' : String(s.unit),
    latitude: s.location ? String(s.location.lat) : '',
    longitude: s.location ? String(s.location.lng) : '',
    addressMap: s.addressMap ?? '',
  };
}

const latin = (v: string | undefined) => toLatinDigits(v ?? '').trim();

function toBody(v: Values): StoreRequest {
  return {
    name: latin(v.name),
    store: Number(latin(v.store)),
    country: config.defaultCountryId,
    province: v.province,
    city: v.city,
    email: v.email?.trim() || undefined,
    website: v.website?.trim() || undefined,
    tel: latin(v.tel),
    mobile: latin(v.mobile),
    address: v.address.trim(),
    plaque: latin(v.plaque),
    unit: Number(latin(v.unit)),
    location: { lat: Number(latin(v.latitude)), lng: Number(latin(v.longitude)) },
    addressMap: v.addressMap?.trim() || undefined,
  };
}

function StoreFields({ form }: FieldsProps<Store>) {
  const showCount = useShowCount();
  const label = useLabel();
  const rules = useRules();
  const lat = Form.useWatch('latitude', form);
  const lng = Form.useWatch('longitude', form);
  const point = patterns.decimal.test(latin(lat)) && patterns.decimal.test(latin(lng)) ? { lat: Number(latin(lat)), lng: Number(latin(lng)) } : undefined;
  // the map starts at the stored point and does not follow every keystroke
  const center = useRef(point);
  const markers = useMemo(() => (point ? [{ id: 'store', position: point, title: label('location') }] : []), [point?.lat, point?.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  const req = (name: string) => rules.required(label(name));
  const text = (name: keyof Values, max: number, required = true, extra: FormRule[] = []) => (
    <Form.Item name={name} label={label(name)} rules={[...(required ? [req(name)] : []), rules.max(label(name), max), ...extra]}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <NameField />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="store" label={label('store')} rules={[req('store'), rules.range(label('store'), 1)]}>
          <DigitsInput digitsOnly maxLength={9} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <LocationFields form={form} levels={['province', 'city']} fixedCountry={config.defaultCountryId} required />
      </Col>
      <Col xs={24} md={12}>
        {text('email', 100, false, [rules.email(label('email'))])}
        {text('website', 200, false, [rules.url(label('website'))])}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="tel" label={label('tel')} rules={[req('tel'), rules.max(label('tel'), 100)]}>
          <DigitsInput dir="ltr" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={label('mobile')} extra={label('mobileHint')} rules={[req('mobile'), rules.max(label('mobile'), 200)]}>
          <DigitsInput dir="ltr" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={label('address')} rules={[req('address'), rules.max(label('address'), 300)]}>
          <Input.TextArea maxLength={300} showCount={showCount} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="plaque" label={label('plaque')} rules={[req('plaque'), rules.max(label('plaque'), 20)]}>
          <DigitsInput maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="unit" label={label('unit')} rules={[req('unit'), rules.range(label('unit'), 1)]}>
          <DigitsInput digitsOnly maxLength={6} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <LazyMapView
          height={300}
          center={center.current}
          markers={markers}
          ariaLabel={label('location')}
          onPick={(p) => form.setFieldsValue({ latitude: p.lat.toFixed(6), longitude: p.lng.toFixed(6) })}
        />
      </Col>
      <Col xs={12}>
        <Form.Item name="latitude" label={label('latitude')} rules={[req('latitude'), rules.pattern(label('latitude'), patterns.decimal)]}>
          <DigitsInput dir="ltr" maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="longitude" label={label('longitude')} rules={[req('longitude'), rules.pattern(label('longitude'), patterns.decimal)]}>
          <DigitsInput dir="ltr" maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="addressMap" label={label('addressMap')} rules={[rules.max(label('addressMap'), 300)]}>
          <Input.TextArea maxLength={300} showCount={showCount} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export const storePage = defineFormPage<Store, Values, StoreRequest>({
  name: 'reference.store',
  recordName: (r) => r.name,
  listPath: paths.stores,
  editPath: paths.storeEdit,
  endpoints: { one: api.endpoints.store, add: api.endpoints.addStore, edit: api.endpoints.editStore },
  Fields: StoreFields,
  toValues,
  toBody,
});

export default function StoreForm() {
  return <ResourceFormPage page={storePage} />;
}
