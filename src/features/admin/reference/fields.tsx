/**
 * Form pieces the reference screens share: labels, the name field, and the country → province → city
 * cascade (choosing a country resets province and city; choosing a province resets the city).
 */
import { Form, Input, Select, type FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { useCitiesOfProvinceQuery, useCountryAllQuery, useProvincesOfCountryQuery } from '@/api/services/basicinformation';
import { refId, refLabel, type Ref } from '@/api/schemas';
import { useRules } from '@/components/form';
import { QueryLoadError } from '@/components/LoadError';
import { useShowCount } from '@/components/digits';

/** `reference.field.<key>` in the current language. */
export function useLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `reference.field.${key}` });
}

/** A related entity's name for a column (`country.name`). */
export const refName = (ref: Ref | null | undefined) => refLabel(ref) ?? '';
export { refId };

/** Required name, at most 100 characters. */
export function NameField({ required = true }: { required?: boolean }) {
  const showCount = useShowCount();
  const label = useLabel()('name');
  const rules = useRules();
  return (
    <Form.Item name="name" label={label} rules={required ? [rules.required(label), rules.max(label, 100)] : [rules.max(label, 100)]}>
      <Input maxLength={100} showCount={required && showCount} />
    </Form.Item>
  );
}

const selectProps = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;
const options = (items: { id: string; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

export interface LocationFieldsProps {
  form: FormInstance;
  /** Which selects to show, in cascade order. */
  levels: ('country' | 'province' | 'city')[];
  /** Every shown select is required (forms). */
  required?: boolean;
  /** Filters (spec §5): province required when a country is chosen, city when a province is too. */
  requiredWhenParent?: boolean;
  /** The city select picks several (`cities`), for the region filter. */
  multipleCities?: boolean;
  /** The provinces of this country when there is no country select (store form). */
  fixedCountry?: string;
}

export function LocationFields({ form, levels, required, requiredWhenParent, multipleCities, fixedCountry }: LocationFieldsProps) {
  const label = useLabel();
  const rules = useRules();
  const country = (Form.useWatch('country', form) as string | undefined) ?? fixedCountry;
  const province = Form.useWatch('province', form) as string | undefined;
  const countries = useCountryAllQuery(undefined, { skip: !levels.includes('country') });
  const provinces = useProvincesOfCountryQuery(country ?? '', { skip: !country || !levels.includes('province') });
  const cities = useCitiesOfProvinceQuery(province ?? '', { skip: !province || !levels.includes('city') });
  const cityName = multipleCities ? 'cities' : 'city';
  const need = (name: string, parentChosen: boolean) => (required || (requiredWhenParent && parentChosen) ? [rules.required(label(name))] : []);

  return (
    <>
      {levels.includes('country') && (
        <Form.Item name="country" label={label('country')} extra={<QueryLoadError query={countries} what={label('country')} />} rules={need('country', false)}>
          <Select
            {...selectProps}
            loading={countries.isFetching}
            options={options(countries.data)}
            onChange={() => form.setFieldsValue({ province: undefined, [cityName]: undefined })}
          />
        </Form.Item>
      )}
      {levels.includes('province') && (
        <Form.Item name="province" label={label('province')} extra={<QueryLoadError query={provinces} what={label('province')} />} rules={need('province', Boolean(country) && levels.includes('country'))}>
          <Select
            {...selectProps}
            disabled={!country}
            loading={provinces.isFetching}
            options={country ? options(provinces.data) : []}
            onChange={() => form.setFieldsValue({ [cityName]: undefined })}
          />
        </Form.Item>
      )}
      {levels.includes('city') && (
        <Form.Item name={cityName} label={label(cityName)} extra={<QueryLoadError query={cities} what={label(cityName)} />} rules={need(cityName, Boolean(province) && (Boolean(country) || !levels.includes('country')))}>
          <Select
            {...selectProps}
            mode={multipleCities ? 'multiple' : undefined}
            disabled={!province}
            loading={cities.isFetching}
            options={province ? options(cities.data) : []}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The filter of the reference lists: name (max 100) plus the location cascade of the given levels. */
export function nameAndLocationFilter(location: Omit<LocationFieldsProps, 'form'>) {
  return function NameAndLocationFilter({ form }: { form: FormInstance }) {
    return (
      <>
        <Form.Item name="name" label={useLabel()('name')}>
          <Input maxLength={100} />
        </Form.Item>
        <LocationFields form={form} {...location} />
      </>
    );
  };
}
