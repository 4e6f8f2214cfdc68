/**
 * THE tree pattern (admin §2, §8): a toolbar with add, edit and delete of the selected node and a
 * case-insensitive search that filters the tree recursively (a match keeps its ancestors and its
 * subtree). The tree is fully expanded after each load and each search. Edit or delete with nothing
 * selected shows a warning dialog; delete asks for confirmation. An optional count is shown per node.
 * Used by the route tree, product categories, directories and post categories.
 */
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { App, Badge, Button, Empty, Flex, Input, Spin, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { QueryLoadError, type QueryLike } from '../LoadError';
import { hasAnswer } from '../listState';

export interface TreeManagerProps<N> {
  nodes: readonly N[] | undefined;
  loading?: boolean;
  getKey(node: N): string;
  getChildren(node: N): readonly N[] | undefined;
  /** The text the search matches and the default title. */
  getText(node: N): string;
  renderTitle?(node: N): ReactNode;
  /** A number shown beside the node (products, files, posts). */
  getCount?(node: N): number | undefined;
  /** Add under `parent` (null: top level, nothing selected). */
  onAdd(parent: N | null): void;
  onEdit(node: N): void;
  /** Deletes after the confirmation; a rejection keeps the selection. */
  onDelete(node: N): Promise<unknown>;
  /** Accessible name of the tree. */
  label: string;
  /** Extra toolbar content. */
  toolbar?: ReactNode;
  /** The tree's query: a failed load shows the shared error (what failed, why, retry) above the tree. */
  query?: QueryLike;
}

interface Filtered<N> {
  node: N;
  children: Filtered<N>[];
}

/** The nodes that match `needle` (case-insensitive), with their ancestors; a match keeps its subtree. */
export function filterTree<N>(nodes: readonly N[], needle: string, getText: (n: N) => string, getChildren: (n: N) => readonly N[] | undefined): Filtered<N>[] {
  const all = (list: readonly N[]): Filtered<N>[] => list.map((node) => ({ node, children: all(getChildren(node) ?? []) }));
  const n = needle.trim().toLocaleLowerCase();
  if (!n) return all(nodes);
  return nodes.flatMap((node): Filtered<N>[] => {
    if (getText(node).toLocaleLowerCase().includes(n)) return [{ node, children: all(getChildren(node) ?? []) }];
    const children = filterTree(getChildren(node) ?? [], needle, getText, getChildren);
    return children.length ? [{ node, children }] : [];
  });
}

export function TreeManager<N>({ nodes, loading, getKey, getChildren, getText, renderTitle, getCount, onAdd, onEdit, onDelete, label, toolbar, query }: TreeManagerProps<N>) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const t = (id: string) => intl.formatMessage({ id });
  const [search, setSearch] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  const { treeData, keys, byKey } = useMemo(() => {
    const map = new Map<string, N>();
    const allKeys: string[] = [];
    const toData = (list: Filtered<N>[]): DataNode[] =>
      list.map(({ node, children }) => {
        const key = getKey(node);
        map.set(key, node);
        allKeys.push(key);
        const count = getCount?.(node);
        return {
          key,
          title: (
            <span className="tree-manager__title">
              {renderTitle ? renderTitle(node) : getText(node)}
              {count !== undefined && <Badge count={intl.formatNumber(count)} overflowCount={Number.MAX_SAFE_INTEGER} showZero color="#5f6b64" style={{ marginInlineStart: 8 }} />}
            </span>
          ),
          children: toData(children),
        };
      });
    const data = toData(filterTree(nodes ?? [], search, getText, getChildren));
    return { treeData: data, keys: allKeys, byKey: map };
  }, [nodes, search, getKey, getChildren, getText, renderTitle, getCount, intl]);

  // fully expanded after every load and search; the user may collapse in between
  const [expanded, setExpanded] = useState<{ source: unknown; keys: Key[] }>({ source: null, keys: [] });
  const expandedKeys = expanded.source === treeData ? expanded.keys : keys;

  const selected = selectedKey ? (byKey.get(selectedKey) ?? null) : null;
  const warnNothingSelected = () => modal.warning({ title: t('admin.tree.selectFirst'), okText: t('common.ok') });

  const edit = () => (selected ? onEdit(selected) : warnNothingSelected());
  const remove = () => {
    if (!selected) return warnNothingSelected();
    modal.confirm({
      title: t('common.confirmDelete'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await onDelete(selected);
          setSelectedKey(null);
        } catch {
          // the server's message is shown by the baseQuery
        }
      },
    });
  };

  return (
    <div className="tree-manager">
      {query && <QueryLoadError query={query} compact={false} what={t('loadError.what.tree')} />}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Tooltip title={t('common.add')}>
          <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={t('common.add')} onClick={() => onAdd(selected)} />
        </Tooltip>
        <Tooltip title={t('common.edit')}>
          <Button shape="circle" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={edit} />
        </Tooltip>
        <Tooltip title={t('common.delete')}>
          <Button shape="circle" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={remove} />
        </Tooltip>
        <Input.Search
          allowClear
          placeholder={t('common.search')}
          aria-label={t('common.search')}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={setSearch}
          style={{ maxWidth: 280, flex: '1 1 180px' }}
        />
        {toolbar}
      </Flex>
      {!nodes && (loading || !query || !hasAnswer(query)) ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : treeData.length ? (
        <Tree
          aria-label={label}
          blockNode
          showLine
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(next) => setExpanded({ source: treeData, keys: next })}
          selectedKeys={selectedKey ? [selectedKey] : []}
          onSelect={(next) => setSelectedKey(next.length ? String(next[0]) : null)}
        />
      ) : (
        <Empty description={t('common.empty')} />
      )}
    </div>
  );
}
