/**
 * The comment thread shared by the product page and the blog post page (spec §2, §4, §5):
 * top-level comments revealed `pageSize` more per press after a 1-second loading delay (the button
 * is disabled when all are shown), nested replies, one form for a new comment and one per reply.
 */
import { Button, Empty } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { useRevealPaging } from './useRevealPaging';
import type { Comment, CommentSubmit } from './types';
import './comments.css';

export interface CommentThreadProps {
  comments: Comment[];
  onSubmit: CommentSubmit;
  canComment: boolean;
  pageSize?: number;
}

export function CommentThread({ comments, onSubmit, canComment, pageSize = 5 }: CommentThreadProps) {
  const { visible, loading, more, done } = useRevealPaging(comments.length, pageSize);
  return (
    <section className="comment-thread">
      <CommentForm onSubmit={onSubmit} canComment={canComment} />
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="comments.empty" />} />
      ) : (
        <>
          <ul className="comment-list">
            {comments.slice(0, visible).map((comment) => (
              <CommentItem key={comment.id} comment={comment} onSubmit={onSubmit} canComment={canComment} />
            ))}
          </ul>
          <div className="comment-thread__more">
            <Button icon={<DownOutlined aria-hidden />} onClick={more} loading={loading} disabled={done}>
              <FormattedMessage id="comments.more" />
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export default CommentThread;
