/** Visitor IP addresses (admin §2): row, ip, created date; filter by a created-date range (Jalali in fa). */
import { Form } from 'antd';
import { ipaddressApi } from '@/api/services/ipaddress';
import type { IpAddress as IpRow } from '@/api/schemas';
import type { IpAddressFilter } from '@/api/schemas/requests';
import { RangePicker } from '@/components/DatePicker';
import { ResourcePage, defineResource } from '@/components/resource';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { useLabel } from './fields';

interface FilterValues {
  createdAt?: [Dayjs | null, Dayjs | null] | null;
}

function FilterFields() {
  return (
    <Form.Item name="createdAt" label={useLabel()('createdAt')}>
      <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export const ipAddressResource = defineResource<IpRow, IpAddressFilter, never, never, FilterValues>({
  name: 'reference.ipAddress',
  endpoints: { list: ipaddressApi.endpoints.ipAddressList },
  pageSizes: [10, 20, 50, 100, 1000, 10000],
  defaultSorter: 'createdAt,desc',
  columns: [
    { key: 'ip', title: 'reference.field.ip', sortable: true, render: (r) => <span dir="ltr">{r.ip}</span> },
    { key: 'createdAt', title: 'reference.field.viewDate', sortable: true, date: true },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: ({ createdAt }) => {
      const [from, to] = createdAt ?? [null, null];
      return from || to ? { createdAt: [from ? toIsoDay(from) : null, to ? toIsoDay(to) : null] } : {};
    },
    toValues: ({ createdAt }) => ({
      createdAt: createdAt ? [createdAt[0] ? dayjs(createdAt[0]) : null, createdAt[1] ? dayjs(createdAt[1]) : null] : null,
    }),
  },
});

export default function IpAddress() {
  return <ResourcePage resource={ipAddressResource} />;
}
