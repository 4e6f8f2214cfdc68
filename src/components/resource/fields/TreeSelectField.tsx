/**
 * A tree select fed by a tree query endpoint (product categories, post categories, directories):
 * single, or several with check boxes (each node checked on its own, so a parent and a child are
 * independent choices), searchable by title, fully expanded (also when
 * the nodes arrive after the field mounted). As a Form.Item control its value is the
 * chosen id (single) or ids (multiple).
 */
import { useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import type { ArgOf, ArrayEndpoint, ItemOf } from './query';
import { QueryState } from './query';
import { matchesSearch } from './search';

interface TreeOption {
  value: string;
  title: string;
  key: string;
  disabled?: boolean;
  children?: TreeOption[];
}

type Node = { id?: unknown; title?: unknown; name?: unknown; children?: unknown };

type Key = string | number;

export interface TreeSelectFieldProps<E extends ArrayEndpoint, N = ItemOf<E>>
  extends Omit<TreeSelectProps, 'treeData' | 'value' | 'onChange' | 'multiple' | 'treeCheckable' | 'loading' | 'showSearch' | 'labelInValue'> {
  /** The tree query: `api.endpoints.productCategoryTree` (its `useQuery(arg)` answers the root nodes). */
  endpoint: E;
  /** The query's argument, when it takes one. */
  arg?: ArgOf<E>;
  /** Node id; default `node.id`. */
  getKey?(node: N): string;
  /** Node title (shown and searched); default `node.title ?? node.name`. */
  getTitle?(node: N): string;
  /** Child nodes; default `node.children`. */
  getChildren?(node: N): readonly N[] | null | undefined;
  /** Nodes that cannot be chosen (e.g. the node being edited as its own parent). */
  isDisabled?(node: N): boolean;
  /** Pick several (check boxes); the value is then an array of ids. */
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
}

const defaults = {
  key: (node: unknown) => String((node as Node).id ?? ''),
  title: (node: unknown) => String((node as Node).title ?? (node as Node).name ?? ''),
  children: (node: unknown) => (Array.isArray((node as Node).children) ? ((node as Node).children as unknown[]) : undefined),
};

export function TreeSelectField<E extends ArrayEndpoint, N = ItemOf<E>>({
  endpoint,
  arg,
  getKey = defaults.key,
  getTitle = defaults.title,
  getChildren = defaults.children as (node: N) => N[] | undefined,
  isDisabled,
  multiple,
  value,
  onChange,
  ...rest
}: TreeSelectFieldProps<E, N>) {
  const query = endpoint.useQuery(arg);
  const { data } = query;
  const treeData = useMemo(() => {
    const build = (nodes: readonly N[]): TreeOption[] =>
      nodes.map((node) => {
        const key = getKey(node);
        const children = getChildren(node);
        return {
          value: key,
          key,
          title: getTitle(node),
          disabled: isDisabled?.(node) || undefined,
          children: children?.length ? build(children) : undefined,
        };
      });
    return build((data ?? []) as N[]);
  }, [data, getKey, getTitle, getChildren, isDisabled]);
  // fully expanded whenever the nodes arrive (treeDefaultExpandAll would only read the first, empty data);
  // what the user collapses stays collapsed
  const allKeys = useMemo(() => {
    const keys: Key[] = [];
    const walk = (nodes: TreeOption[]) =>
      nodes.forEach((n) => {
        if (n.children) {
          keys.push(n.key);
          walk(n.children);
        }
      });
    walk(treeData);
    return keys;
  }, [treeData]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);

  // check-strictly takes labelled values ({ value }; antd fills the title from the tree), a plain id
  // list draws an "Invalid prop `value`" warning
  const ids = multiple ? (Array.isArray(value) ? value : value ? [value] : []).map((id) => ({ value: id })) : (value ?? undefined);
  const change = (next: unknown) => {
    if (!onChange) return;
    if (!multiple) return onChange(next == null ? undefined : String(next));
    // check-strictly answers labelled values; the form keeps plain ids
    const list = (Array.isArray(next) ? next : []) as (string | { value: string })[];
    onChange(list.map((item) => (typeof item === 'object' ? String(item.value) : String(item))));
  };

  return (
    <TreeSelect
      allowClear
      style={{ width: '100%' }}
      treeExpandedKeys={expanded ?? allKeys}
      onTreeExpand={setExpanded}
      treeData={treeData}
      loading={query.isFetching}
      status={query.isError ? 'error' : undefined}
      notFoundContent={<QueryState query={query} />}
      showSearch={{
        filterTreeNode: (input, node) => matchesSearch(String(node.title ?? ''), input),
      }}
      {...(multiple ? { treeCheckable: true, treeCheckStrictly: true, maxTagCount: 'responsive' as const } : {})}
      {...rest}
      value={ids}
      onChange={change}
    />
  );
}
