/** Visitor IP addresses (admin §2): row, ip, created date; filter by a created-date range (Jalali in fa). */
import { ipaddressApi } from '@/api/services/ipaddress';
import type { IpAddress as IpRow } from '@/api/schemas';
import type { IpAddressFilter } from '@/api/schemas/requests';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { useLabel } from './fields';

interface FilterValues {
  createdAt?: PickerRange | null;
}

function FilterFields() {
  // the column's own words: the date of the visit
  return <DateRangeField name="createdAt" label={useLabel()('viewDate')} />;
}

export const ipAddressResource = defineResource<IpRow, IpAddressFilter, never, never, FilterValues>({
  name: 'reference.ipAddress',
  endpoints: { list: ipaddressApi.endpoints.ipAddressList },
  pageSizes: [10, 20, 50, 100, 1000, 10000],
  defaultSorter: 'createdAt,desc',
  columns: [
    { key: 'ip', title: 'reference.field.ip', sortable: true, ltr: true },
    { key: 'createdAt', title: 'reference.field.viewDate', sortable: true, date: true },
  ],
  filter: {
    Fields: FilterFields,
    ...dateRangeFilter<FilterValues, IpAddressFilter>('createdAt'),
  },
});

export default function IpAddress() {
  return <ResourcePage resource={ipAddressResource} />;
}
