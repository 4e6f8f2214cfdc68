/**
 * Post categories (admin §2 "Posts"): the tree pattern with the number of posts per node; add goes
 * under the selected node (or the top level), edit and delete need a selected node (a warning
 * otherwise); delete asks first and the server refuses a category that still has posts or children.
 * Form: title, alias (auto-derived from the title), optional parent.
 */
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { postmanagementApi as api, useDeletePostCategoryMutation, usePostCategoryAdminTreeQuery } from '@/api/services/postmanagement';
import type { AdminPostCategory as Category } from '@/api/schemas';
import type { PostCategoryRequest } from '@/api/schemas/contentRequests';
import { FormModal, type FieldsProps, type ResourceForm } from '@/components/resource';
import { TreeManager } from '@/components/tree';
import { toLatinDigits } from '@/lib/digits';
import { ParentField } from './ParentField';
import { TitleAliasFields } from './TitleAliasFields';

interface Values {
  title: string;
  alias: string;
  parent?: string | null;
}

function Fields({ form, record }: FieldsProps<Category>) {
  return (
    <>
      <TitleAliasFields form={form} />
      <ParentField editing={record?.id} />
    </>
  );
}

const parentOf = (c: Category) => (c.parent == null ? null : typeof c.parent === 'string' ? c.parent : c.parent.id);

function categoryForm(initial: Partial<Values>): ResourceForm<Category, Values, PostCategoryRequest> {
  return {
    Fields,
    initial,
    toValues: (c) => ({ title: c.title, alias: c.alias, parent: parentOf(c) }),
    toBody: (v) => ({ title: toLatinDigits(v.title).trim(), alias: toLatinDigits(v.alias).trim(), parent: v.parent || null }),
    add: (body) => api.endpoints.addPostCategory.initiate(body),
    edit: (id, body) => api.endpoints.editPostCategory.initiate({ id, body }),
    load: (id) => api.endpoints.postCategoryOne.initiate(id, { forceRefetch: true }),
  };
}

export default function PostCategory() {
  const intl = useIntl();
  const tree = usePostCategoryAdminTreeQuery();
  const { data, isFetching } = tree;
  const [remove] = useDeletePostCategoryMutation();
  const [editing, setEditing] = useState<{ record?: Category; parent: string | null } | null>(null);
  const form = useMemo(() => (editing ? categoryForm({ parent: editing.parent }) : null), [editing]);
  const getText = useCallback((c: Category) => c.title, []);
  const getCount = useCallback((c: Category) => Number(c.posts ?? 0), []);

  return (
    <>
      <TreeManager<Category>
        query={tree}
        label={intl.formatMessage({ id: 'posts.category.tree' })}
        nodes={data}
        loading={isFetching}
        getKey={(c) => c.id}
        getChildren={(c) => c.children}
        getText={getText}
        getCount={getCount}
        onAdd={(parent) => setEditing({ parent: parent?.id ?? null })}
        onEdit={(node) => setEditing({ record: node, parent: parentOf(node) })}
        onDelete={(node) => remove(node.id).unwrap()}
      />
      {editing && form && <FormModal name="posts.category" form={form} record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
}
