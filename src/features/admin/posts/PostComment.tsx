/**
 * Post comments (admin §2 "Posts"): post title (links to the public post page), author, comment,
 * confirm switch, created date; reply (the original read-only, a required reply sent confirmed) and
 * delete. Filter: comment text (max 100), date range, posts, users (name with email or mobile).
 */
import { Form, Input, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { dashboardApi } from '@/api/services/dashboard';
import { postCommentEndpoints, postmanagementApi } from '@/api/services/postmanagement';
import type { AdminPost as Post, PostComment as Comment } from '@/api/schemas';
import type { PostCommentFilter } from '@/api/schemas/contentRequests';
import { useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, RemoteSelect, ReplyModal, UserSelect, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { paths } from '@/lib/paths';
import { personName } from './shared';

interface FilterValues {
  comment?: string;
  createdAt?: PickerRange | null;
  posts?: string[];
  users?: string[];
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
      <DateRangeField name="createdAt" label={intl.formatMessage({ id: 'posts.field.createdAt' })} />
      <Form.Item name="posts" label={intl.formatMessage({ id: 'posts.field.posts' })}>
        <RemoteSelect endpoint={postmanagementApi.endpoints.adminPostAll} getLabel={postTitle} multiple />
      </Form.Item>
      <Form.Item name="users" label={intl.formatMessage({ id: 'posts.field.users' })}>
        <UserSelect endpoint={dashboardApi.endpoints.staffUserList} multiple />
      </Form.Item>
    </>
  );
}

const postTitle = (p: Post) => p.title;

/** Reply: the original read-only and a required reply, sent confirmed under the same post (spec §4). */
function Reply({ record, onClose }: { record: Comment; onClose(saved?: boolean): void }) {
  const post = postOf(record)?.id ?? (typeof record.post === 'string' ? record.post : '');
  return (
    <ReplyModal
      comment={record}
      title="posts.comment.replyTitle"
      onSubmit={(reply) => postmanagementApi.endpoints.replyPostComment.initiate({ comment: reply, confirm: true, parent: record.id, post })}
      onClose={onClose}
    />
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
  filter: { Fields: FilterFields, ...dateRangeFilter<FilterValues, PostCommentFilter>('createdAt') },
  operations: [{ key: 'reply', label: 'posts.comment.reply', icon: <MessageOutlined />, modal: Reply }],
});

export default function PostComment() {
  return <ResourcePage resource={postCommentResource} />;
}
