/**
 * Country (locked), province, city, location search, map, region and address text of a user's
 * address (the profile and the admin user edit), and its plaque, unit and postal code.
 */
import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { AimOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useCitiesQuery, useCountriesQuery, useGeocodingQuery, useProvincesQuery, useRegionsQuery } from '@/api/services/dashboard';
import { DigitsInput, useRules } from '@/components/form';
import { LazyMapView, type MapPoint } from '@/components/map';
import { QueryLoadError } from '@/components/LoadError';
import { config } from '@/config';
import { keepPrefix, OTHER_REGION } from './locationForm';
import type { LocationFlow } from './useLocationFlow';
import { useShowCount } from '@/components/digits';

/** Zoom 16 on the user edit (spec §9). */
const PROFILE_ZOOM = 16;
const half = { xs: 24, md: 12 };

interface MapFieldProps {
  value?: MapPoint;
  center: MapPoint;
  polygons: { id: string; points: MapPoint[]; title: string }[];
  onPick(point: MapPoint): void;
  label: string;
}

/** The map as a form control: shows the chosen point; a click picks a new one. */
function MapField({ value, center, polygons, onPick, label }: MapFieldProps) {
  return (
    <LazyMapView
      center={value ?? center}
      zoom={PROFILE_ZOOM}
      markers={value ? [{ id: 'place', position: value, title: label }] : []}
      polygons={polygons}
      onPick={onPick}
      height={340}
      ariaLabel={label}
    />
  );
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function devicePosition(): Promise<MapPoint | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

export interface LocationFieldsProps<V> {
  form: FormInstance<V>;
  flow: LocationFlow;
  /** A saved position centres the map; otherwise the device location does. */
  hasSavedPlace: boolean;
  /**
   * The profile asks for the whole address (default); the admin user edit follows the chain of spec §5:
   * province when a country is set, city when a province is, map, region and address once a city or region is.
   */
  optional?: boolean;
  /** Prefix of the search input's id (two forms on one page must not share it). */
  idPrefix?: string;
}

/** The address parts a user types or picks (the country is locked to a default, the pin always has a place). */
const ADDRESS_PARTS = ['province', 'city', 'region', 'place', 'plaque', 'unit', 'postalCode'] as const;

/** Whether the address must be complete: always, or (`optional`) once any part of it is given. */
function useAddressGiven<V>(form: FormInstance<V>, optional: boolean): boolean {
  const values = Form.useWatch((all: Record<string, unknown>) => ADDRESS_PARTS.map((key) => all[key]), form as FormInstance) as unknown[] | undefined;
  return !optional || (values ?? []).some((v) => v != null && String(v).trim() !== '');
}

export function LocationFields<V>({ form, flow, hasSavedPlace, optional = false, idPrefix = 'profile' }: LocationFieldsProps<V>) {
  const showCount = useShowCount();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `location.${id}` });
  const rules = useRules();
  const country = Form.useWatch('country', form) as string | undefined;
  const province = Form.useWatch('province', form) as string | undefined;
  const city = Form.useWatch('city', form) as string | undefined;
  // optional (admin user edit): the address is asked for only once any part of it is given
  const needAddress = useAddressGiven(form, optional);
  const countries = useCountriesQuery();
  const provinces = useProvincesQuery(country ?? '', { skip: !country });
  const cities = useCitiesQuery(province ?? '', { skip: !province });
  const regions = useRegionsQuery(city ?? '', { skip: !city });

  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 350);
  const suggestions = useGeocodingQuery(term, { skip: !term });

  // With no saved place the device location centres the map (Tehran otherwise).
  const [center, setCenter] = useState<MapPoint>(config.map.defaultPosition);
  useEffect(() => {
    if (hasSavedPlace) return;
    let active = true;
    void devicePosition().then((point) => {
      if (active && point) setCenter(point);
    });
    return () => {
      active = false;
    };
  }, [hasSavedPlace]);

  const [locating, setLocating] = useState(false);
  const locateMe = async () => {
    setLocating(true);
    const point = await devicePosition();
    setLocating(false);
    if (point) await flow.pick(point);
  };

  const polygons = useMemo(
    () => (regions.data ?? []).map((r) => ({ id: r.id, title: r.name, points: r.coordinates.map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) })) })),
    [regions.data],
  );
  const options = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((item) => ({ value: item.id, label: item.name }));
  const regionOptions = [...options(regions.data), ...(city ? [{ value: OTHER_REGION, label: t('otherRegions') }] : [])];
  const select = { showSearch: { optionFilterProp: 'label' as const }, allowClear: true };

  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="country" label={t('country')} extra={<QueryLoadError query={countries} what={t('country')} />} rules={[rules.required(t('country'))]}>
          <Select options={options(countries.data)} loading={countries.isFetching} disabled onChange={flow.onCountryChange} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="province" label={t('province')} extra={<QueryLoadError query={provinces} what={t('province')} />} rules={country && needAddress ? [rules.required(t('province'))] : []}>
          <Select {...select} options={options(provinces.data)} loading={provinces.isFetching} disabled={!country} onChange={flow.onProvinceChange} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="city" label={t('city')} extra={<QueryLoadError query={cities} what={t('city')} />} rules={province ? [rules.required(t('city'))] : []}>
          <Select {...select} options={options(cities.data)} loading={cities.isFetching} disabled={!province} onChange={flow.onCityChange} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t('search')} htmlFor={`${idPrefix}-location-search`}>
          <AutoComplete
            id={`${idPrefix}-location-search`}
            value={search}
            onChange={setSearch}
            options={(term ? (suggestions.data ?? []) : []).map((s, i) => ({ value: `${i}:${s.title}`, label: s.title, point: { lat: Number(s.lat), lng: Number(s.lng) } }))}
            onSelect={(_value, option) => {
              setSearch(String(option.label));
              void flow.pick((option as { point: MapPoint }).point);
            }}
            notFoundContent={term && !suggestions.isFetching ? t('noSuggestion') : null}
          >
            <Input prefix={<SearchOutlined aria-hidden />} placeholder={t('searchPlaceholder')} allowClear />
          </AutoComplete>
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="location"
          label={t('map')}
          rules={needAddress ? [rules.required(t('map'))] : []}
          extra={
            <Button size="small" type="link" icon={<AimOutlined aria-hidden />} loading={locating} onClick={() => void locateMe()} style={{ paddingInline: 0 }}>
              {t('myLocation')}
            </Button>
          }
        >
          <MapField center={center} polygons={polygons} onPick={(p) => void flow.pick(p)} label={t('map')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="region" label={t('region')} extra={<QueryLoadError query={regions} what={t('region')} />} rules={needAddress ? [rules.required(t('region'))] : []}>
          <Select {...select} options={regionOptions} loading={regions.isFetching || flow.resolving} disabled={!city} onChange={flow.onRegionChange} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="place"
          label={t('place')}
          rules={[...(needAddress ? [rules.required(t('place'))] : []), rules.max(t('place'), 200)]}
          normalize={(value: string | undefined) => keepPrefix(value ?? '', flow.prefix)}
          extra={flow.prefix ? intl.formatMessage({ id: 'location.place.prefixKept' }) : undefined}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount={showCount} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Plaque, unit and postal code: required with the address (always on the profile, once a city or region is chosen on the admin user edit). */
export function AddressNumberFields<V>({ form, optional = false }: { form: FormInstance<V>; optional?: boolean }) {
  const addressGiven = useAddressGiven(form, optional);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `location.${id}` });
  const rules = useRules();
  const required = (label: string) => (addressGiven ? [rules.required(label)] : []);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="plaque" label={t('plaque')} rules={[...required(t('plaque')), rules.max(t('plaque'), 20)]}>
          <DigitsInput maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="unit" label={t('unit')} rules={[...required(t('unit')), rules.digits(t('unit'))]}>
          <DigitsInput digitsOnly maxLength={10} dir="ltr" inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="postalCode" label={t('postalCode')} rules={[...required(t('postalCode')), rules.digits(t('postalCode'))]}>
          <DigitsInput digitsOnly maxLength={20} dir="ltr" inputMode="numeric" />
        </Form.Item>
      </Col>
    </Row>
  );
}
