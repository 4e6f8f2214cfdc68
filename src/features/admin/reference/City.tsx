/** Cities (admin §2, §3, §5): name, province, country, publish, dates. */
import { cityEndpoints } from '@/api/services/basicinformation';
import type { City as CityRow } from '@/api/schemas';
import type { CityRequest, ReferenceFilter } from '@/api/schemas/requests';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { LocationFields, NameField, refId, refName, nameAndLocationFilter } from './fields';

interface Values {
  name: string;
  country: string;
  province: string;
}

function Fields({ form }: FieldsProps<CityRow>) {
  return (
    <>
      <NameField />
      <LocationFields form={form} levels={['country', 'province']} required />
    </>
  );
}

const FilterFields = nameAndLocationFilter({ levels: ['country', 'province'], requiredWhenParent: true });

export const cityResource = defineResource<CityRow, ReferenceFilter, Values, CityRequest>({
  name: 'reference.city',
  endpoints: cityEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'province', title: 'reference.field.province', sortable: true, sortField: 'province.name', render: (r) => refName(r.province) },
    { key: 'country', title: 'reference.field.country', sortable: true, sortField: 'country.name', render: (r) => refName(r.country) },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
    { key: 'createdAt', title: 'reference.field.createdAt', sortable: true, date: true },
    { key: 'updatedAt', title: 'reference.field.updatedAt', sortable: true, date: true },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, country: refId(r.country), province: refId(r.province) }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), province: v.province, country: v.country }),
    loadFull: true,
  },
});

export default function City() {
  return <ResourcePage resource={cityResource} />;
}
