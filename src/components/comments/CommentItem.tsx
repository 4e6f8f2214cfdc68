/**
 * One comment with its author, date, reply form and nested replies. A guest's "reply" opens the
 * sign-in prompt (the one add to cart gives), not a reply form they could not send.
 */
import { lazy, Suspense, useState } from 'react';
import { Avatar, Button } from 'antd';
import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { imageUrl } from '@/api/urls';
import { DateText } from '@/components/JalaliDate';
import { CommentForm } from './CommentForm';
import type { Comment, CommentSubmit } from './types';

/** antd's Modal loads when a guest first presses reply, not with every comment. */
const GuestDialog = lazy(() => import('@/components/guest/GuestDialog'));

export interface CommentItemProps {
  comment: Comment;
  onSubmit: CommentSubmit;
  canComment: boolean;
  depth?: number;
}

export function CommentItem({ comment, onSubmit, canComment, depth = 0 }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  // a guest's reply: the sign-in prompt (kept mounted once asked, so it can close with its motion)
  const [guestAsked, setGuestAsked] = useState(false);
  const [guestOpen, setGuestOpen] = useState(false);
  const user = comment.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const avatar = imageUrl(user?.file?.id, 50, 50);
  const replies = comment.children ?? [];
  return (
    <li className="comment" data-testid="comment">
      <article className="comment__body">
        <Avatar size={40} src={avatar} icon={<UserOutlined />} alt={name} className="comment__avatar" />
        <div className="comment__main">
          <header className="comment__meta">
            <strong className="comment__author">{name || <FormattedMessage id="comments.anonymous" />}</strong>
            <DateText value={comment.createdAt} withTime className="comment__date" />
          </header>
          <p className="comment__text">{comment.comment}</p>
          {canComment ? (
            <Button type="link" size="small" className="comment__reply" icon={<MessageOutlined aria-hidden />} onClick={() => setReplying((open) => !open)} aria-expanded={replying}>
              <FormattedMessage id={replying ? 'comments.cancelReply' : 'comments.replyAction'} />
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              className="comment__reply"
              icon={<MessageOutlined aria-hidden />}
              aria-haspopup="dialog"
              onClick={() => {
                setGuestAsked(true);
                setGuestOpen(true);
              }}
            >
              <FormattedMessage id="comments.replyAction" />
            </Button>
          )}
          {replying && canComment && (
            <CommentForm onSubmit={onSubmit} parent={comment.id} canComment={canComment} onDone={() => setReplying(false)} autoFocus />
          )}
          {guestAsked && (
            <Suspense fallback={null}>
              <GuestDialog open={guestOpen} onClose={() => setGuestOpen(false)} body={<FormattedMessage id="comments.guest.body" />} />
            </Suspense>
          )}
        </div>
      </article>
      {replies.length > 0 && (
        <ul className={`comment__replies${depth >= 3 ? ' comment__replies--flat' : ''}`}>
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} onSubmit={onSubmit} canComment={canComment} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
