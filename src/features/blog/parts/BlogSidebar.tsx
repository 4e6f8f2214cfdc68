/** Blog sidebar: search (bound to `search`), the category tree with post counts, the 10 latest posts. */
import { Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import type { PostCategory } from '@/api/schemas';
import { usePostAllQuery, usePostCategoryTreeQuery } from '@/api/services/site';
import { imageUrl } from '@/api/urls';
import { DateText } from '@/components/JalaliDate';
import { LoadError } from '@/components/LoadError';
import { BlogSearch } from './BlogSearch';
import { paths } from '@/lib/paths';
import { LATEST_POSTS } from '../lib/listArgs';


function CategoryTree({ nodes, active }: { nodes: PostCategory[]; active?: string }) {
  const intl = useIntl();
  return (
    <ul className="blog-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={paths.blogCategory(node.alias)}
            className={`blog-tree__link${node.alias === active ? ' blog-tree__link--active' : ''}`}
            aria-current={node.alias === active ? 'page' : undefined}
          >
            <span>{node.title}</span>
            <span className="blog-tree__count">{intl.formatNumber(Number(node.posts ?? 0))}</span>
          </Link>
          {node.children && node.children.length > 0 && <CategoryTree nodes={node.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function BlogSidebar({ search, onSearch, activeCategory }: { search: string; onSearch: (value: string) => void; activeCategory?: string }) {
  const intl = useIntl();
  const tree = usePostCategoryTreeQuery();
  const latest = usePostAllQuery(LATEST_POSTS);

  return (
    <aside className="blog-sidebar" aria-label={intl.formatMessage({ id: 'blog.sidebar' })}>
      <section className="blog-widget blog-search">
        <BlogSearch search={search} onSearch={onSearch} />
      </section>
      <section className="blog-widget">
        <h2 className="blog-widget__title"><FormattedMessage id="blog.categories" /></h2>
        {tree.isError && !tree.data ? (
          <LoadError compact error={tree.error} what={<FormattedMessage id="loadError.what.categories" />} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
        ) : tree.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        ) : (
          <CategoryTree nodes={tree.data ?? []} active={activeCategory} />
        )}
        {activeCategory && (
          <Link to={paths.blog} className="blog-tree__all"><FormattedMessage id="blog.allPosts" /></Link>
        )}
      </section>
      {/* Added once the tree above it is in: drawn earlier, it would move down when the tree comes (layout shift). */}
      {!tree.isLoading && (
        <section className="blog-widget">
          <h2 className="blog-widget__title"><FormattedMessage id="blog.latest" /></h2>
          {latest.isError && !latest.data ? (
            <LoadError compact error={latest.error} what={<FormattedMessage id="loadError.what.posts" />} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
          ) : latest.isLoading ? (
            <Skeleton active avatar paragraph={{ rows: 3 }} title={false} />
          ) : (
            <ul className="blog-latest" data-testid="latest-posts">
              {(latest.data ?? []).map((post) => (
                <li key={post.id}>
                  <Link to={paths.post(post.alias)} className="blog-latest__link">
                    {post.files[0] ? (
                      <img src={imageUrl(post.files[0].id, 100, 75)} alt="" width={100} height={75} loading="lazy" />
                    ) : (
                      <span className="blog-latest__noimg" aria-hidden>❀</span>
                    )}
                    <span className="blog-latest__text">
                      <span className="blog-latest__title">{post.title}</span>
                      {post.createdAt && <DateText value={post.createdAt} className="blog-latest__date" />}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </aside>
  );
}
