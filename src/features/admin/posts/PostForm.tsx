/**
 * Post form page (admin §2, §5) at /post-management/post/add and /edit/:variable: title, alias (follows
 * the title until typed), categories (tree, several), rich-text body and images (stored ones deletable,
 * new JPEG/PNG under 2 MB). Adding leads to the edit page of the new post; saving an edit reloads it;
 * a failed load shows the error with a retry and the form starts afresh.
 */
import { Col, Form, Row } from 'antd';
import { useIntl } from 'react-intl';
import { postEndpoints, postmanagementApi, type PostArgs } from '@/api/services/postmanagement';
import type { AdminPost as Post } from '@/api/schemas';
import { LazyRichTextEditor } from '@/components/editor';
import { useRules } from '@/components/form';
import { ImagesField, ResourceFormPage, defineFormPage, type FieldsProps } from '@/components/resource';
import { TreeSelectField } from '@/components/resource/fields';
import { toLatinDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { TitleAliasFields } from './TitleAliasFields';

interface Values {
  title: string;
  alias: string;
  categories: string[];
  body: string;
  files?: File[];
}

function Fields({ form, record }: FieldsProps<Post>) {
  const intl = useIntl();
  const rules = useRules();
  const label = (key: string) => intl.formatMessage({ id: `posts.field.${key}` });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TitleAliasFields form={form} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="categories" label={label('categories')} rules={[rules.required(label('categories'))]}>
          <TreeSelectField endpoint={postmanagementApi.endpoints.postCategoryAdminTree} multiple />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="body" label={label('body')} rules={[rules.required(label('body'))]}>
          <LazyRichTextEditor ariaLabel={label('body')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <ImagesField<Post> label={label('images')} record={record} deleteFile={postmanagementApi.endpoints.deletePostFile} />
      </Col>
    </Row>
  );
}

const idOf = (c: Post['categories'][number]) => (typeof c === 'string' ? c : c.id);

export const postPage = defineFormPage<Post, Values, PostArgs>({
  name: 'posts.post',
  recordName: (r) => r.title,
  listPath: paths.posts,
  editPath: paths.postEdit,
  endpoints: { one: postEndpoints.one, add: postEndpoints.add, edit: postEndpoints.edit },
  Fields,
  initial: { categories: [], body: '', files: [] },
  toValues: (p) => ({ title: p.title, alias: p.alias, categories: p.categories.map(idOf), body: p.body ?? '', files: [] }),
  toBody: (v) => ({
    json: { title: toLatinDigits(v.title).trim(), alias: toLatinDigits(v.alias).trim(), categories: v.categories, body: v.body },
    files: v.files ?? [],
  }),
});

export default function PostForm() {
  return <ResourceFormPage page={postPage} />;
}
