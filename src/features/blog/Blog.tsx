/**
 * /blog and /blog/category/{alias} (spec §2): post cards, 10 per page with the page in the URL,
 * `search` bound to the sidebar search box, and the sidebar. An unknown category alias is a 404.
 */
import { Button, Empty, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { usePostCategoryQuery, usePostListQuery } from '@/api/services/site';
import type { ApiError } from '@/api/baseQuery';
import { NotFound } from '@/components/ErrorPages';
import { LoadError } from '@/components/LoadError';
import { LightPagination } from '@/components/LightPagination';
import { usePageMeta } from '@/components/usePageMeta';
import { usePastLastPage } from '@/components/usePastLastPage';
import { blogMeta } from '@/lib/pageMeta';
import { blogListArgs, pageParam, POSTS_PER_PAGE } from './lib/listArgs';
import { BlogSearch } from './parts/BlogSearch';
import { BlogSidebar } from './parts/BlogSidebar';
import { PostCard } from './parts/PostCard';
import './blog.css';

export default function Blog() {
  const intl = useIntl();
  const { variable: alias } = useParams();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageParam(params.get('page'));
  const search = params.get('search')?.trim() ?? '';

  const category = usePostCategoryQuery(alias ?? '', { skip: !alias });
  const list = usePostListQuery(blogListArgs(params, category.data?.id), { skip: Boolean(alias) && !category.data });
  usePastLastPage(list.currentData, page, POSTS_PER_PAGE, (last) => {
    const next = new URLSearchParams(params);
    next.set('page', String(last));
    if (last === 1) next.delete('page');
    setParams(next, { replace: true });
  });

  const blogTitle = intl.formatMessage({ id: 'blog.title' });
  const title = category.data?.title ?? blogTitle;
  usePageMeta(blogMeta(intl, { category: category.data, search }));

  if (alias && ((category.error as ApiError | undefined)?.status === 404 || (category.error as ApiError | undefined)?.status === 'API_ERROR')) return <NotFound />;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    Object.entries(changes).forEach(([key, value]) => (value ? next.set(key, value) : next.delete(key)));
    setParams(next);
  };
  const onSearch = (value: string) => update({ search: value || null, page: null });
  const pageHref = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    return query.size ? `${pathname}?${query.toString()}` : pathname;
  };
  const onPage = (next: number) => {
    update({ page: next > 1 ? String(next) : null });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = list.data;
  const loading = list.isFetching || category.isLoading;
  const failed = list.isError || (alias && category.isError);

  return (
    <div className="site-container blog-layout">
      <div className={`blog-main${loading && !data && !failed ? ' is-loading' : ''}`}>
        <header className="blog-header">
          <h1 className="blog-header__title">{title}</h1>
          {search && (
            <p className="blog-header__search">
              <FormattedMessage id="blog.searchResult" values={{ search, count: intl.formatNumber(data?.total ?? 0) }} />{' '}
              <Button type="link" size="small" onClick={() => update({ search: null, page: null })}>
                <FormattedMessage id="blog.clearSearch" />
              </Button>
            </p>
          )}
        </header>
        <BlogSearch className="blog-search--top" search={search} onSearch={onSearch} />
        {failed ? (
          <LoadError
            error={alias && category.isError ? category.error : list.error}
            what={<FormattedMessage id="loadError.what.posts" />}
            retrying={list.isFetching || category.isFetching}
            onRetry={() => {
              if (alias) void category.refetch();
              if (!alias || category.data) void list.refetch();
            }}
          />
        ) : loading && !data ? (
          <div className="post-grid">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} active paragraph={{ rows: 4 }} />)}</div>
        ) : !data || data.docs.length === 0 ? (
          <Empty description={<FormattedMessage id={search ? 'blog.noResults' : 'blog.empty'} />} />
        ) : (
          <>
            <div className={`post-grid${list.isFetching ? ' post-grid--busy' : ''}`} aria-busy={list.isFetching}>
              {data.docs.map((post) => <PostCard key={post.id} post={post} />)}
            </div>
            {Number(data.total) > POSTS_PER_PAGE && (
              <LightPagination
                className="blog-pagination"
                current={page}
                pageSize={POSTS_PER_PAGE}
                total={Number(data.total)}
                showQuickJumper
                onChange={onPage}
                pageHref={pageHref}
              />
            )}
          </>
        )}
      </div>
      <BlogSidebar search={search} activeCategory={alias} onSearch={onSearch} />
    </div>
  );
}
