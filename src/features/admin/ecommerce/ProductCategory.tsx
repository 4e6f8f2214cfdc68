/**
 * Product categories (admin spec §2, §3, §5): the tree, fully expanded, each node "position - title
 * (products)"; add (under the selected node, or at the top level, at position children + 1), edit and
 * delete of the selected node (a warning when nothing is selected, a confirmation before deleting),
 * and a title search. The add/edit modal: title, alias (derived from the title until typed), show,
 * buy, parent, caption (≤ 900), position (≥ 1) and images (multipart).
 */
import { useCallback, useMemo, useState } from 'react';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { ecommerceApi, useDeleteProductCategoryFileMutation, useDeleteProductCategoryMutation, useAdminProductCategoryTreeQuery, type ProductCategoryArgs } from '@/api/services/ecommerce';
import type { AdminProductCategory as Category } from '@/api/schemas';
import { ALIAS_PATTERN, CATALOG_LIMITS } from '@/api/schemas/catalog';
import { DigitsInput, useRules } from '@/components/form';
import { FormModal, type FieldsProps, type ResourceForm } from '@/components/resource';
import { TreeManager } from '@/components/tree';
import { ImageUpload } from '@/components/upload';
import { toLatinDigits } from '@/lib/digits';
import { slugify } from '@/lib/validation';
import { CategoryTreeSelect, useCatalogLabel } from './catalogFields';
import { useShowCount } from '@/components/digits';

export interface CategoryValues {
  title: string;
  alias: string;
  show: boolean;
  buy: boolean;
  parent?: string | null;
  caption?: string;
  position: string;
  files?: File[];
}

const api = ecommerceApi.endpoints;

/** The ids of a node and everything below it (a category cannot move under itself). */
function subtreeIds(node: Category | undefined, out = new Set<string>()): Set<string> {
  if (!node) return out;
  out.add(node.id);
  (node.children ?? []).forEach((child) => subtreeIds(child, out));
  return out;
}

function Fields({ form, record }: FieldsProps<Category>) {
  const showCount = useShowCount();
  const label = useCatalogLabel();
  const rules = useRules();
  const [deleteFile] = useDeleteProductCategoryFileMutation();
  const [removed, setRemoved] = useState<string[]>([]);
  // the alias follows the title until the user types one (or the category already has one)
  const [aliasTyped, setAliasTyped] = useState(() => Boolean(form.getFieldValue('alias')));
  const own = useMemo(() => subtreeIds(record), [record]);
  const existing = (record?.files ?? []).filter((f) => !removed.includes(f.id));
  const half = { xs: 24, sm: 12 };
  return (
    <Row gutter={12}>
      <Col span={24}>
        <Form.Item name="title" label={label('title')} rules={[rules.required(label('title')), rules.max(label('title'), CATALOG_LIMITS.name)]}>
          <Input maxLength={CATALOG_LIMITS.name} showCount={showCount} onChange={(e) => !aliasTyped && form.setFieldValue('alias', slugify(e.target.value))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="alias"
          label={label('alias')}
          rules={[rules.required(label('alias')), rules.max(label('alias'), CATALOG_LIMITS.alias), rules.pattern(label('alias'), ALIAS_PATTERN)]}
        >
          <Input dir="ltr" maxLength={CATALOG_LIMITS.alias} onChange={() => setAliasTyped(true)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="show" label={label('show')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="buy" label={label('buy')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="parent" label={label('parent')}>
          <CategoryTreeSelect isDisabled={(node) => own.has(node.id)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="caption" label={label('caption')} rules={[rules.max(label('caption'), CATALOG_LIMITS.caption)]}>
          <Input.TextArea maxLength={CATALOG_LIMITS.caption} showCount={showCount} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="position" label={label('position')} rules={[rules.required(label('position')), rules.range(label('position'), 1)]}>
          <DigitsInput digitsOnly maxLength={6} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="files" label={label('images')}>
          <ImageUpload
            multiple
            existing={existing}
            onDeleteExisting={(fileId) =>
              record &&
              deleteFile({ id: record.id, fileId })
                .unwrap()
                .then(() => setRemoved((ids) => [...ids, fileId]))
                .catch(() => undefined)
            }
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

const latin = (text: string | undefined) => toLatinDigits(text ?? '').trim();

/** The modal's form: values of a category, the multipart body. */
export function categoryForm(initial: Partial<CategoryValues>): ResourceForm<Category, CategoryValues, ProductCategoryArgs> {
  return {
    Fields,
    initial,
    toValues: (c) => ({
      title: c.title,
      alias: c.alias,
      show: c.show ?? true,
      buy: c.buy ?? true,
      parent: typeof c.parent === 'string' ? c.parent : (c.parent?.id ?? null),
      caption: c.caption ?? '',
      position: String(c.position),
      files: [],
    }),
    toBody: (v) => ({
      json: {
        title: latin(v.title),
        alias: latin(v.alias),
        show: v.show,
        buy: v.buy,
        parent: v.parent || null,
        caption: v.caption?.trim() ?? '',
        position: Number(latin(v.position)),
      },
      files: v.files ?? [],
    }),
    add: (body) => api.addProductCategory.initiate(body),
    edit: (id, body) => api.editProductCategory.initiate({ id, body }),
    // the category in the page's language (GET productCategory/{id}), also again after a language switch
    load: (id) => api.adminProductCategory.initiate(id, { forceRefetch: true }),
  };
}

const byPosition = (nodes: readonly Category[] | undefined): Category[] =>
  [...(nodes ?? [])].sort((a, b) => Number(a.position) - Number(b.position)).map((n) => ({ ...n, children: byPosition(n.children ?? undefined) }));

export default function ProductCategory() {
  const intl = useIntl();
  const tree = useAdminProductCategoryTreeQuery();
  const { data, isFetching } = tree;
  const [deleteCategory] = useDeleteProductCategoryMutation();
  const [editing, setEditing] = useState<{ record?: Category; initial: Partial<CategoryValues> } | null>(null);
  const nodes = useMemo(() => byPosition(data), [data]);

  const getText = useCallback((n: Category) => n.title, []);
  const renderTitle = useCallback(
    (n: Category) =>
      intl.formatMessage(
        { id: 'catalog.category.node' },
        { position: intl.formatNumber(Number(n.position)), title: n.title, products: intl.formatNumber(Number(n.products ?? 0)) },
      ),
    [intl],
  );
  const form = useMemo(() => (editing ? categoryForm(editing.initial) : null), [editing]);

  return (
    <>
      <TreeManager<Category>
        query={tree}
        label={intl.formatMessage({ id: 'catalog.category.tree' })}
        nodes={nodes}
        loading={isFetching}
        getKey={(n) => n.id}
        getChildren={(n) => n.children ?? undefined}
        getText={getText}
        renderTitle={renderTitle}
        onAdd={(parent) =>
          setEditing({
            initial: {
              parent: parent?.id ?? null,
              show: true,
              buy: true,
              position: String((parent ? (parent.children?.length ?? 0) : nodes.length) + 1),
              files: [],
            },
          })
        }
        onEdit={(node) => setEditing({ record: node, initial: {} })}
        onDelete={(node) => deleteCategory(node.id).unwrap()}
      />
      {editing && form && <FormModal name="catalog.category" form={form} record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
}
