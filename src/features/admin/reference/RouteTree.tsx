/**
 * The route tree editor (admin §2 "Route tree", §4): each node shows its position, its title in the
 * current locale and its path (with the variable segment when dynamic); icons mark menu and
 * breadcrumb membership, disabled routes carry a warning. Add goes under the selected node (or top
 * level) at position children + 1. Changes also reload the site's route tree, so the sidebar follows.
 */
import { useCallback, useMemo, useState } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { MenuOutlined, NodeIndexOutlined, WarningOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useDeleteRouteMutation, useRouteTreeQuery } from '@/api/services/basicinformation';
import type { AdminRouteNode } from '@/api/schemas';
import { FormModal } from '@/components/resource';
import { TreeManager } from '@/components/tree';
import { joinPath, routeTitle, sortByPosition } from '@/lib/routeTree';
import { newRouteValues, routeForm, routeToValues, type RouteValues } from './routeForm';

interface Meta {
  path: string;
  parent: string | null;
}

function indexTree(nodes: readonly AdminRouteNode[], parentPath = '', parent: string | null = null, out = new Map<string, Meta>()) {
  for (const node of nodes) {
    const path = joinPath(parentPath, node.alias ?? '');
    const own = node.dynamic ? joinPath(path, ':variable') : path;
    out.set(node.id, { path: own, parent });
    indexTree(node.children ?? [], own, node.id, out);
  }
  return out;
}

const byPosition = (nodes: readonly AdminRouteNode[] | undefined): AdminRouteNode[] =>
  sortByPosition(nodes ?? []).map((n) => ({ ...n, children: byPosition(n.children) }));

export default function RouteTree() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `reference.route.${id}` });
  const tree = useRouteTreeQuery();
  const { data, isFetching } = tree;
  const [deleteRoute] = useDeleteRouteMutation();
  const [editing, setEditing] = useState<{ record?: AdminRouteNode; initial: Partial<RouteValues> } | null>(null);
  const nodes = useMemo(() => byPosition(data), [data]);
  const meta = useMemo(() => indexTree(nodes), [nodes]);
  const locale = intl.locale;

  const titleOf = useCallback((n: AdminRouteNode) => routeTitle(n, locale) || (n.alias ?? ''), [locale]);
  // the search finds a route by its title, its path ("blog" → /blog) or its name
  const getText = useCallback((n: AdminRouteNode) => [titleOf(n), meta.get(n.id)?.path, n.name].filter(Boolean).join(' '), [titleOf, meta]);
  const renderTitle = useCallback(
    (n: AdminRouteNode) => (
      <Space size={6} wrap>
        <Typography.Text type="secondary">{intl.formatNumber(Number(n.position))}.</Typography.Text>
        <span>{titleOf(n)}</span>
        {/* a path reads left to right in RTL text too (/shop, not shop/) */}
        <Typography.Text code>
          <bdi dir="ltr">{meta.get(n.id)?.path}</bdi>
        </Typography.Text>
        {n.menu.length > 0 && (
          <Tooltip title={`${t('menu')}: ${n.menu.join(', ')}`}>
            <MenuOutlined aria-label={t('menu')} />
          </Tooltip>
        )}
        {n.breadcrumb.length > 0 && (
          <Tooltip title={`${t('breadcrumb')}: ${n.breadcrumb.join(', ')}`}>
            <NodeIndexOutlined aria-label={t('breadcrumb')} />
          </Tooltip>
        )}
        {!n.enable && (
          <Tag color="warning" icon={<WarningOutlined />}>
            {t('disabled')}
          </Tag>
        )}
      </Space>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [meta, titleOf, intl],
  );

  const form = useMemo(() => (editing ? routeForm(editing.initial) : null), [editing]);

  return (
    <>
      <TreeManager<AdminRouteNode>
        query={tree}
        label={t('tree')}
        nodes={nodes}
        loading={isFetching}
        getKey={(n) => n.id}
        getChildren={(n) => n.children}
        getText={getText}
        renderTitle={renderTitle}
        onAdd={(parent) => setEditing({ initial: newRouteValues(parent, parent ? (parent.children?.length ?? 0) : nodes.length) })}
        onEdit={(node) => setEditing({ record: node, initial: routeToValues(node, meta.get(node.id)?.parent ?? null) })}
        onDelete={(node) => deleteRoute(node.id).unwrap()}
      />
      {editing && form && <FormModal name="reference.route" form={form} record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
}

