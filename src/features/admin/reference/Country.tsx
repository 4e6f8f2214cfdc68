/** Countries (admin §2, §3, §5): name, calling code, publish. */
import { Form, Input } from 'antd';
import { basicinformationApi as api } from '@/api/services/basicinformation';
import type { Country as CountryRow } from '@/api/schemas';
import type { CountryRequest, ReferenceFilter } from '@/api/schemas/requests';
import { DigitsInput, useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { NameField, useLabel } from './fields';

interface Values {
  name: string;
  callingCode: string;
}

function CallingCodeField({ required }: { required: boolean }) {
  const label = useLabel()('callingCode');
  const rules = useRules();
  return (
    <Form.Item name="callingCode" label={label} rules={[...(required ? [rules.required(label)] : []), rules.digits(label), rules.range(label, 1)]}>
      <DigitsInput maxLength={5} digitsOnly />
    </Form.Item>
  );
}

function Fields() {
  return (
    <>
      <NameField />
      <CallingCodeField required />
    </>
  );
}

function FilterFields() {
  const label = useLabel()('name');
  return (
    <>
      <Form.Item name="name" label={label}>
        <Input maxLength={100} />
      </Form.Item>
      <CallingCodeField required={false} />
    </>
  );
}

export const countryResource = defineResource<CountryRow, ReferenceFilter, Values, CountryRequest>({
  name: 'reference.country',
  list: api.endpoints.countryList,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'callingCode', title: 'reference.field.callingCode', sortable: true },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: (r, publish) => api.endpoints.changeCountryPublished.initiate({ id: r.id, publish }) },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, callingCode: String(r.callingCode) }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), callingCode: Number(toLatinDigits(v.callingCode)) }),
    load: (id) => api.endpoints.country.initiate(id),
    add: (body) => api.endpoints.addCountry.initiate(body),
    edit: (id, body) => api.endpoints.editCountry.initiate({ id, body }),
  },
  remove: (r) => api.endpoints.deleteCountry.initiate(r.id),
});

export default function Country() {
  return <ResourcePage resource={countryResource} />;
}
