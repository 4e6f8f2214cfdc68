/** Stores (admin §2, §3): name, store number, city, province, publish; add and edit on their own pages. */
import { storeEndpoints } from '@/api/services/basicinformation';
import type { Store } from '@/api/schemas';
import type { ReferenceFilter } from '@/api/schemas/requests';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { config } from '@/config';
import { paths } from '@/lib/paths';
import { LocationFields, NameField, refName } from './fields';

function FilterFields({ form }: FieldsProps<never>) {
  return (
    <>
      <NameField required={false} />
      <LocationFields form={form} levels={['province', 'city']} fixedCountry={config.defaultCountryId} />
    </>
  );
}

export const storeResource = defineResource<Store, ReferenceFilter>({
  name: 'reference.store',
  endpoints: storeEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'store', title: 'reference.field.store', sortable: true },
    { key: 'city', title: 'reference.field.city', sortable: true, sortField: 'city.name', render: (r) => refName(r.city) },
    { key: 'province', title: 'reference.field.province', sortable: true, sortField: 'province.name', render: (r) => refName(r.province) },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
  ],
  filter: { Fields: FilterFields },
  pages: { add: paths.storeAdd, edit: (r) => paths.storeEdit(r.id) },
});

export default function StoreList() {
  return <ResourcePage resource={storeResource} />;
}
