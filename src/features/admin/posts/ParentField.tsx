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

/** The ids of the subtree rooted at `id` (empty when it is not in the tree). */
function subtreeIds(nodes: readonly PostCategory[], id: string): Set<string> {
  for (const node of nodes) {
    if (node.id === id) {
      const ids = new Set<string>();
      const walk = (n: PostCategory) => {
        ids.add(n.id);
        (n.children ?? []).forEach(walk);
      };
      walk(node);
      return ids;
    }
    const inner = subtreeIds(node.children ?? [], id);
    if (inner.size) return inner;
  }
  return new Set();
}

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
