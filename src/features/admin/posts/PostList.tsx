/**
 * Posts (admin §2 "Posts"): title (links to the edit page), hits, categories, author, publish switch,
 * created and edited dates; add and edit on their own pages. Filter: title (max 100), created range.
 */
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { postEndpoints, postmanagementApi } from '@/api/services/postmanagement';
import type { AdminPost as Post } from '@/api/schemas';
import type { PostFilter } from '@/api/schemas/contentRequests';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, TreeSelectField, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { paths } from '@/lib/paths';
import { categoryTitles, personName } from './shared';

interface FilterValues {
  title?: string;
  createdAt?: PickerRange | null;
  categories?: string[];
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
      <DateRangeField name="createdAt" label={intl.formatMessage({ id: 'posts.field.createdAt' })} />
      <Form.Item name="categories" label={intl.formatMessage({ id: 'posts.field.categories' })}>
        <TreeSelectField endpoint={postmanagementApi.endpoints.postCategoryAdminTree} multiple />
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
  filter: { Fields: FilterFields, ...dateRangeFilter<FilterValues, PostFilter>('createdAt') },
  pages: { add: paths.postAdd, edit: (r) => paths.postEdit(r.id) },
});

export default function PostList() {
  return <ResourcePage resource={postResource} />;
}
