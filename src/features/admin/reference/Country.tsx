/** Countries (admin §2, §3, §5): name, calling code, publish. */
import { Form, Input } from 'antd';
import { countryEndpoints } from '@/api/services/basicinformation';
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
  endpoints: countryEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'callingCode', title: 'reference.field.callingCode', sortable: true, ltr: true },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, callingCode: String(r.callingCode) }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), callingCode: Number(toLatinDigits(v.callingCode)) }),
    loadFull: true,
  },
});

export default function Country() {
  return <ResourcePage resource={countryResource} />;
}
