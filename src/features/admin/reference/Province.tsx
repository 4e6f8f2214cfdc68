/** Provinces (admin §2, §3, §5): name, country, publish. */
import { provinceEndpoints } from '@/api/services/basicinformation';
import type { Province as ProvinceRow } from '@/api/schemas';
import type { ProvinceRequest, ReferenceFilter } from '@/api/schemas/requests';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { LocationFields, NameField, refId, refName, nameAndLocationFilter } from './fields';

interface Values {
  name: string;
  country: string;
}

function Fields({ form }: FieldsProps<ProvinceRow>) {
  return (
    <>
      <NameField />
      <LocationFields form={form} levels={['country']} required />
    </>
  );
}

const FilterFields = nameAndLocationFilter({ levels: ['country'] });

export const provinceResource = defineResource<ProvinceRow, ReferenceFilter, Values, ProvinceRequest>({
  name: 'reference.province',
  endpoints: provinceEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'country', title: 'reference.field.country', sortable: true, sortField: 'country.name', render: (r) => refName(r.country) },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, country: refId(r.country) }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), country: v.country }),
    loadFull: true,
  },
});

export default function Province() {
  return <ResourcePage resource={provinceResource} />;
}
