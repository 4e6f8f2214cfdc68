/**
 * Directories (admin §2 "Files and directories", §3, §5): the tree pattern with the number of files
 * per node; add goes under the selected node (or the top level), edit and delete need a selected node
 * (a warning otherwise); delete asks first and the server refuses a directory that still has files or
 * subdirectories (its message is shown, nothing changes). Form: name (required, max 100) and an
 * optional parent, where the directory being edited and everything below it cannot be chosen.
 */
import { useCallback, useMemo, useState } from 'react';
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { filemanagementApi as api, useDeleteDirectoryMutation, useDirectoryTreeQuery } from '@/api/services/filemanagement';
import type { Directory as DirectoryNode } from '@/api/schemas';
import type { DirectoryRequest } from '@/api/schemas/peopleRequests';
import { useRules } from '@/components/form';
import { FormModal, type FieldsProps, type ResourceForm } from '@/components/resource';
import { TreeSelectField } from '@/components/resource/fields';
import { TreeManager } from '@/components/tree';
import { toLatinDigits } from '@/lib/digits';
import { NAME_MAX } from './fileParts';
import { subtreeIds } from '@/lib/routeTree';

interface Values {
  name: string;
  parent?: string | null;
}


function Fields({ record }: FieldsProps<DirectoryNode>) {
  const intl = useIntl();
  const rules = useRules();
  const t = (id: string) => intl.formatMessage({ id: `files.directory.${id}` });
  const { data } = useDirectoryTreeQuery();
  const blocked = useMemo(() => (record ? subtreeIds(data ?? [], record.id) : new Set<string>()), [data, record]);
  const isDisabled = useCallback((node: DirectoryNode) => blocked.has(node.id), [blocked]);
  return (
    <>
      <Form.Item name="name" label={t('name')} rules={[rules.required(t('name')), rules.max(t('name'), NAME_MAX)]}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="parent" label={t('parent')} extra={t('parentHint')}>
        <TreeSelectField endpoint={api.endpoints.directoryTree} isDisabled={isDisabled} allowClear />
      </Form.Item>
    </>
  );
}

const parentOf = (d: DirectoryNode) => (d.parent == null ? null : typeof d.parent === 'string' ? d.parent : d.parent.id);

function directoryForm(initial: Partial<Values>): ResourceForm<DirectoryNode, Values, DirectoryRequest> {
  return {
    Fields,
    initial,
    toValues: (d) => ({ name: d.name, parent: parentOf(d) }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), parent: v.parent || null }),
    add: (body) => api.endpoints.addDirectory.initiate(body),
    edit: (id, body) => api.endpoints.editDirectory.initiate({ id, body }),
    // the directory in the page's language (GET directory/{id}), also again after a language switch
    load: (id, language) => api.endpoints.directory.initiate({ id, language }, { forceRefetch: true }),
  };
}

/** The files of a directory and of every directory under it (what the tree's count counts, so the two agree). */
export function filesUnder(d: Pick<DirectoryNode, 'files' | 'children'>): number {
  return Number(d.files ?? 0) + (d.children ?? []).reduce((sum, child) => sum + filesUnder(child), 0);
}

export default function Directory() {
  const intl = useIntl();
  const tree = useDirectoryTreeQuery();
  const [remove] = useDeleteDirectoryMutation();
  const [editing, setEditing] = useState<{ record?: DirectoryNode; parent: string | null } | null>(null);
  const form = useMemo(() => (editing ? directoryForm({ parent: editing.parent }) : null), [editing]);
  const getText = useCallback((d: DirectoryNode) => d.name, []);
  const getCount = useCallback((d: DirectoryNode) => filesUnder(d), []);

  return (
    <>
      <TreeManager<DirectoryNode>
        query={tree}
        label={intl.formatMessage({ id: 'files.directory.tree' })}
        nodes={tree.data}
        loading={tree.isFetching}
        getKey={(d) => d.id}
        getChildren={(d) => d.children}
        getText={getText}
        getCount={getCount}
        onAdd={(parent) => setEditing({ parent: parent?.id ?? null })}
        onEdit={(node) => setEditing({ record: node, parent: parentOf(node) })}
        onDelete={(node) => remove(node.id).unwrap()}
      />
      {editing && form && <FormModal name="files.directory" form={form} record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
}

