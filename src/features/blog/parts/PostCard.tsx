/** A post in the list: image or slideshow, date, title, excerpt, comment count and hit count. */
import { CalendarOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import type { Post } from '@/api/schemas';
import { DateText } from '@/components/JalaliDate';
import { Panel } from '@/components/Panel';
import { commentCount, excerpt } from '../postText';
import { PostMedia } from './PostMedia';
import { paths } from '@/lib/paths';

export function PostCard({ post }: { post: Post }) {
  const intl = useIntl();
  const href = paths.post(post.alias);
  const comments = commentCount(post);
  return (
    <Panel className="post-card" borderless data-testid="post-card">
      {/* the picture links to the post too, for the mouse; keyboard users have the title link */}
      <Link to={href} className="post-card__media" tabIndex={-1}>
        <PostMedia files={post.files} width={520} height={390} alt={post.title} />
      </Link>
      <div className="post-card__body">
        <div className="post-meta">
          {post.createdAt && (
            <span className="post-meta__item">
              <CalendarOutlined aria-hidden /> <DateText value={post.createdAt} />
            </span>
          )}
          {comments !== undefined && (
            <span className="post-meta__item" title={intl.formatMessage({ id: 'blog.comments' })}>
              <MessageOutlined aria-hidden /> <FormattedMessage id="blog.commentCount" values={{ count: comments }} />
            </span>
          )}
          <span className="post-meta__item" title={intl.formatMessage({ id: 'blog.hits' })}>
            <EyeOutlined aria-hidden /> <FormattedMessage id="blog.hitCount" values={{ count: Number(post.hits) }} />
          </span>
        </div>
        <h2 className="post-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-card__excerpt">{excerpt(post.body)}</p>
        <Link to={href} className="post-card__more">
          <FormattedMessage id="blog.readMore" />
        </Link>
      </div>
    </Panel>
  );
}
