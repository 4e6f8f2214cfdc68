/**
 * Posts (admin §2 "Posts"): title (links to the edit page), hits, categories, author, publish switch,
 * created and edited dates; add and edit on their own pages. Filter: title (max 100), created range.
 */
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { postEndpoints } from '@/api/services/postmanagement';
import type { Post } from '@/api/schemas';
import type { PostFilter } from '@/api/schemas/contentRequests';
import { RangePicker } from '@/components/DatePicker';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { paths } from '@/lib/paths';
import { categoryTitles, personName } from './shared';

interface FilterValues {
  title?: string;
  createdAt?: [Dayjs | null, Dayjs | null] | null;
}

function FilterFields() {
  const intl = useIntl();
  const rules = useRules();
  const title = intl.formatMessage({ id: 'posts.field.title' });
  return (
    <>
      <Form.Item name="title" label={title} rules={[rules.max(title, 100)]}>
        <Input maxLength={100} allowClear />
      </Form.Item>
      <Form.Item name="createdAt" label={intl.formatMessage({ id: 'posts.field.createdAt' })}>
        <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

export const postResource = defineResource<Post, PostFilter, never, never, FilterValues>({
  name: 'posts.post',
  endpoints: postEndpoints,
  defaultSorter: 'createdAt,desc',
  columns: [
    { key: 'title', title: 'posts.field.title', sortable: true, link: (r) => paths.postEdit(r.id) },
    { key: 'hits', title: 'posts.field.hits', sortable: true, width: 90, responsive: ['md'] },
    { key: 'categories', title: 'posts.field.categories', tags: (r) => categoryTitles(r.categories), responsive: ['lg'] },
    { key: 'user', title: 'posts.field.user', sortable: true, sortField: 'user.firstName', render: (r) => personName(r.user), responsive: ['md'] },
    { key: 'publish', title: 'posts.field.publish', sortable: true, toggle: true },
    { key: 'createdAt', title: 'posts.field.createdAt', sortable: true, date: true, responsive: ['sm'] },
    { key: 'updatedAt', title: 'posts.field.updatedAt', sortable: true, date: true, responsive: ['lg'] },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: ({ title, createdAt }) => {
      const [from, to] = createdAt ?? [null, null];
      return {
        ...(title?.trim() ? { title: title.trim() } : {}),
        ...(from || to ? { createdAt: [from ? toIsoDay(from) : null, to ? toIsoDay(to) : null] } : {}),
      };
    },
    toValues: ({ title, createdAt }) => ({
      title: title == null ? undefined : String(title),
      createdAt: createdAt ? [createdAt[0] ? dayjs(createdAt[0]) : null, createdAt[1] ? dayjs(createdAt[1]) : null] : null,
    }),
  },
  pages: { add: paths.postAdd, edit: (r) => paths.postEdit(r.id) },
});

export default function PostList() {
  return <ResourcePage resource={postResource} />;
}
