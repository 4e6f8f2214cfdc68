/**
 * /blog/post/{alias} (spec §2): images, the full body through SafeHtml, categories, author block and
 * the comment thread (5 more per press; forms disabled for guests). An unknown alias is a 404.
 */
import { lazy, useCallback } from 'react';
import { Skeleton } from 'antd';
import { CalendarOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Link, useNavigate } from '@/components/links';
import { useAddPostCommentMutation, usePostQuery } from '@/api/services/site';
import type { CommentSubmit } from '@/components/comments';
import { NotFound } from '@/components/ErrorPages';
import { isRefusal, LoadError } from '@/components/LoadError';
import { DateText } from '@/components/JalaliDate';
import { SafeHtml } from '@/components/SafeHtml';
import { usePageMeta } from '@/components/usePageMeta';
import { postMeta } from '@/lib/pageMeta';
import { WhenVisible } from '@/components/WhenVisible';
import { useAuth } from '@/state/useAuth';
import { authorOf, commentCount, commentsOf } from './postText';
import { AuthorBlock } from './parts/AuthorBlock';
import { BlogSidebar } from './parts/BlogSidebar';
import { PostMedia } from './parts/PostMedia';
import './blog.css';
import { paths } from '@/lib/paths';

export const COMMENTS_PAGE_SIZE = 5;

/** The thread and its form (antd Form, Dropdown, Avatar) load when the reader scrolls near them. */
const CommentThread = lazy(() => import('@/components/comments').then((m) => ({ default: m.CommentThread })));

export default function Post() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { variable: alias = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const { data: post, error, isLoading, isError, isFetching, refetch } = usePostQuery(alias, { skip: !alias });
  const [addComment] = useAddPostCommentMutation();

  usePageMeta(post ? postMeta(post) : { title: intl.formatMessage({ id: 'blog.title' }) });

  const onSubmit = useCallback<CommentSubmit>(
    async ({ comment, parent }) => {
      if (!post) return false;
      try {
        await addComment({ comment, parent: parent ?? null, post: post.id }).unwrap();
        return true;
      } catch {
        return false;
      }
    },
    [addComment, post],
  );

  if (!alias || isRefusal(error)) return <NotFound />;

  const sidebar = <BlogSidebar search="" onSearch={(value) => navigate(paths.blogSearch(value))} />;

  if (isError && !post) {
    return (
      <div className="site-container blog-layout">
        <div className="blog-main">
          <LoadError error={error} what={<FormattedMessage id="loadError.what.post" />} onRetry={() => void refetch()} retrying={isFetching} />
        </div>
        {sidebar}
      </div>
    );
  }

  const author = post ? authorOf(post) : null;
  const categories = (post?.categories ?? []).filter((c): c is Exclude<typeof c, string> => typeof c === 'object');
  const comments = post ? commentsOf(post) : [];
  const count = post ? commentCount(post) : undefined;

  return (
    <div className="site-container blog-layout">
      <article className={`blog-main post-page${isLoading || !post ? ' is-loading' : ''}`}>
        <nav className="post-page__crumbs" aria-label={intl.formatMessage({ id: 'blog.breadcrumb' })}>
          <ol>
            <li><Link to={paths.home}><FormattedMessage id="blog.home" /></Link></li>
            <li><Link to={paths.blog}><FormattedMessage id="blog.title" /></Link></li>
            {post && <li aria-current="page">{post.title}</li>}
          </ol>
        </nav>
        {isLoading || !post ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <>
            <header className="post-page__header">
              <h1 className="post-page__title">{post.title}</h1>
              <div className="post-meta">
                {post.createdAt && <span className="post-meta__item"><CalendarOutlined aria-hidden /> <DateText value={post.createdAt} /></span>}
                {count !== undefined && <span className="post-meta__item"><MessageOutlined aria-hidden /> <FormattedMessage id="blog.commentCount" values={{ count }} /></span>}
                <span className="post-meta__item"><EyeOutlined aria-hidden /> <FormattedMessage id="blog.hitCount" values={{ count: Number(post.hits) }} /></span>
              </div>
            </header>
            <PostMedia files={post.files} width={1000} height={750} alt={post.title} eager kind="postMain" />
            <SafeHtml html={post.body} className="post-page__body" as="section" />
            {categories.length > 0 && (
              <div className="post-page__categories">
                <span><FormattedMessage id="blog.categories" />:</span>
                {categories.map((c) => (
                  <Link key={c.id} className="post-tag" to={paths.blogCategory(c.alias ?? c.id)}>{c.title ?? c.name}</Link>
                ))}
              </div>
            )}
            {author && <AuthorBlock author={author} />}
            <section className="post-page__comments" aria-labelledby="comments-heading">
              <h2 id="comments-heading" className="post-page__section-title"><FormattedMessage id="blog.comments" /></h2>
              <WhenVisible minHeight={160}>
                <CommentThread comments={comments} onSubmit={onSubmit} canComment={isAuthenticated} pageSize={COMMENTS_PAGE_SIZE} />
              </WhenVisible>
            </section>
          </>
        )}
      </article>
      {sidebar}
    </div>
  );
}
