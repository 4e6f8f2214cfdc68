/**
 * Product comments (admin spec §2, §4, §5): product (links to its page in the shop), user, comment,
 * confirm switch, created date; row menu reply (the original read-only, a required reply sent as
 * `{comment, confirm: true, parent, product}`, shown under the product at once) and delete. Filter:
 * comment text (≤ 100), date range, products, users (name plus email or mobile).
 */
import { Form, Input, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { dashboardApi } from '@/api/services/dashboard';
import { ecommerceApi, productCommentEndpoints } from '@/api/services/ecommerce';
import { refId, type AdminComment as Comment } from '@/api/schemas';
import { CATALOG_LIMITS, type ProductCommentFilter } from '@/api/schemas/catalog';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, RemoteSelect, ReplyModal, UserSelect, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { authorName, refName, useCatalogLabel } from './catalogFields';
import { paths } from '@/lib/paths';

interface FilterValues {
  comment?: string;
  createdAt?: PickerRange | null;
  products?: string[];
  users?: string[];
}

const productName = (p: { name: string }) => p.name;

function FilterFields() {
  const label = useCatalogLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="comment" label={label('comment')} rules={[rules.max(label('comment'), CATALOG_LIMITS.filterText)]}>
        <Input maxLength={CATALOG_LIMITS.filterText} allowClear />
      </Form.Item>
      <DateRangeField name="createdAt" label={label('dateRange')} />
      <Form.Item name="products" label={label('products')}>
        <RemoteSelect endpoint={ecommerceApi.endpoints.adminProductAll} getLabel={productName} multiple />
      </Form.Item>
      <Form.Item name="users" label={label('users')}>
        <UserSelect endpoint={dashboardApi.endpoints.staffUserList} multiple />
      </Form.Item>
    </>
  );
}

/** The reply modal of a row: the original read-only and the reply, created already confirmed. */
function Reply({ record, onClose }: { record: Comment; onClose(saved?: boolean): void }) {
  const product = refId(record.product) ?? '';
  return (
    <ReplyModal
      title="catalog.comment.replyTitle"
      comment={{ comment: record.comment, createdAt: record.createdAt, user: record.user }}
      onSubmit={(reply) => ecommerceApi.endpoints.replyProductComment.initiate({ comment: reply, confirm: true, parent: record.id, product })}
      onClose={onClose}
    />
  );
}

const productOf = (r: Comment) => (r.product && typeof r.product === 'object' ? r.product : null);

export const productCommentResource = defineResource<Comment, ProductCommentFilter, never, never, FilterValues>({
  name: 'catalog.comment',
  endpoints: productCommentEndpoints,
  defaultSorter: 'createdAt,desc',
  columns: [
    {
      key: 'product',
      title: 'catalog.field.product',
      sortable: true,
      sortField: 'product.name',
      render: (r) => refName(r.product),
      link: (r) => {
        const alias = productOf(r)?.alias;
        return alias ? paths.product(alias) : undefined;
      },
    },
    { key: 'user', title: 'catalog.field.user', sortable: true, sortField: 'user.lastName', render: (r) => authorName(r.user) },
    {
      key: 'comment',
      title: 'catalog.field.comment',
      responsive: ['md'],
      render: (r) => (
        <Typography.Paragraph dir="auto" ellipsis={{ rows: 2, tooltip: r.comment }} style={{ marginBottom: 0, maxWidth: 360 }}>
          {r.comment}
        </Typography.Paragraph>
      ),
    },
    { key: 'confirm', title: 'catalog.field.confirm', sortable: true, toggle: true, toggleLabels: { on: 'catalog.comment.confirmed', off: 'catalog.comment.unconfirmed' } },
    { key: 'createdAt', title: 'catalog.field.createdAt', sortable: true, date: true },
  ],
  // the comment list's filters (spec: text, date range, products, users) have no confirm field: the preset sorts
  presets: [{ key: 'unconfirmedFirst', label: 'views.preset.unconfirmedFirst', sorter: 'confirm,asc' }],
  filter: { Fields: FilterFields, ...dateRangeFilter<FilterValues, ProductCommentFilter>('createdAt') },
  operations: [{ key: 'reply', label: 'catalog.comment.reply', icon: <MessageOutlined />, modal: Reply }],
});

export default function ProductComment() {
  return <ResourcePage resource={productCommentResource} />;
}
