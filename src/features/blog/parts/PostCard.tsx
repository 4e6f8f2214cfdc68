/** A post in the list: image or slideshow, date, title, excerpt, comment count and hit count. */
import { Card } from 'antd';
import { CalendarOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Post } from '@/api/schemas';
import { DateText } from '@/components/JalaliDate';
import { excerpt } from '../postText';
import { PostMedia } from './PostMedia';
import { paths } from '@/lib/paths';

export function PostCard({ post }: { post: Post }) {
  const intl = useIntl();
  const href = paths.post(post.alias);
  return (
    <Card className="post-card" variant="borderless" data-testid="post-card">
      <Link to={href} className="post-card__media" tabIndex={-1} aria-hidden>
        <PostMedia files={post.files} width={520} height={390} alt={post.title} />
      </Link>
      <div className="post-card__body">
        <div className="post-meta">
          {post.createdAt && (
            <span className="post-meta__item">
              <CalendarOutlined aria-hidden /> <DateText value={post.createdAt} />
            </span>
          )}
          <span className="post-meta__item" title={intl.formatMessage({ id: 'blog.comments' })}>
            <MessageOutlined aria-hidden />{' '}
            <FormattedMessage id="blog.commentCount" values={{ count: Number(post.commentsCount ?? post.comments?.length ?? 0) }} />
          </span>
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
    </Card>
  );
}
