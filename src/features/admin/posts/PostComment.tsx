/**
 * Post comments (admin §2 "Posts"): post title (links to the public post page), author, comment,
 * confirm switch, created date; reply (the original read-only, a required reply sent confirmed) and
 * delete. Filter: comment text (max 100), date range.
 */
import { Form, Input, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { postCommentEndpoints } from '@/api/services/postmanagement';
import type { Comment } from '@/api/schemas';
import type { PostCommentFilter } from '@/api/schemas/contentRequests';
import { RangePicker } from '@/components/DatePicker';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { paths } from '@/lib/paths';
import { personName } from './shared';

interface FilterValues {
  comment?: string;
  createdAt?: [Dayjs | null, Dayjs | null] | null;
}

type PostRef = { id: string; title?: string; alias?: string };
const postOf = (c: Comment): PostRef | undefined => (c.post && typeof c.post === 'object' ? (c.post as PostRef) : undefined);

function FilterFields() {
  const intl = useIntl();
  const rules = useRules();
  const comment = intl.formatMessage({ id: 'posts.field.comment' });
  return (
    <>
      <Form.Item name="comment" label={comment} rules={[rules.max(comment, 100)]}>
        <Input maxLength={100} allowClear />
      </Form.Item>
      <Form.Item name="createdAt" label={intl.formatMessage({ id: 'posts.field.createdAt' })}>
        <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

export const postCommentResource = defineResource<Comment, PostCommentFilter, never, never, FilterValues>({
  name: 'posts.comment',
  endpoints: postCommentEndpoints,
  defaultSorter: 'createdAt,desc',
  columns: [
    {
      key: 'post',
      title: 'posts.field.post',
      sortable: true,
      sortField: 'post.title',
      render: (r) => postOf(r)?.title ?? '',
      link: (r) => (postOf(r)?.alias ? paths.post(postOf(r)!.alias!) : undefined),
    },
    { key: 'user', title: 'posts.field.user', sortable: true, sortField: 'user.firstName', render: (r) => personName(r.user), responsive: ['md'] },
    {
      key: 'comment',
      title: 'posts.field.comment',
      render: (r) => <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.comment }} style={{ margin: 0, maxWidth: 360 }}>{r.comment}</Typography.Paragraph>,
      responsive: ['lg'],
    },
    { key: 'confirm', title: 'posts.field.confirm', sortable: true, toggle: true },
    { key: 'createdAt', title: 'posts.field.createdAt', sortable: true, date: true, responsive: ['sm'] },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: ({ comment, createdAt }) => {
      const [from, to] = createdAt ?? [null, null];
      return {
        ...(comment?.trim() ? { comment: comment.trim() } : {}),
        ...(from || to ? { createdAt: [from ? toIsoDay(from) : null, to ? toIsoDay(to) : null] } : {}),
      };
    },
    toValues: ({ comment, createdAt }) => ({
      comment: comment == null ? undefined : String(comment),
      createdAt: createdAt ? [createdAt[0] ? dayjs(createdAt[0]) : null, createdAt[1] ? dayjs(createdAt[1]) : null] : null,
    }),
  },
});

export default function PostComment() {
  return <ResourcePage resource={postCommentResource} />;
}
