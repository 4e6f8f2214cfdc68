/**
 * The optional parent of a post category: a node of the post category tree. The category being edited
 * and everything below it cannot be chosen (a category cannot move under itself).
 */
import { useCallback, useMemo } from 'react';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { postmanagementApi, usePostCategoryAdminTreeQuery } from '@/api/services/postmanagement';
import type { PostCategory } from '@/api/schemas';
import { TreeSelectField } from '@/components/resource/fields';
import { subtreeIds } from '@/lib/routeTree';


export function ParentField({ editing }: { editing?: string }) {
  const intl = useIntl();
  const { data } = usePostCategoryAdminTreeQuery();
  const blocked = useMemo(() => (editing ? subtreeIds(data ?? [], editing) : new Set<string>()), [data, editing]);
  const isDisabled = useCallback((node: PostCategory) => blocked.has(node.id), [blocked]);
  return (
    <Form.Item name="parent" label={intl.formatMessage({ id: 'posts.field.parent' })} extra={intl.formatMessage({ id: 'posts.field.parentHint' })}>
      <TreeSelectField endpoint={postmanagementApi.endpoints.postCategoryAdminTree} isDisabled={isDisabled} allowClear />
    </Form.Item>
  );
}
