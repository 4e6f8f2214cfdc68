/** /shop and /shop/category/{alias}: products with the category tree, search, latest products and paging (spec §2). */
import { Empty, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useProductCategoryTreeQuery, useProductListQuery } from '@/api/services/site';
import { NotFound } from '@/components/ErrorPages';
import { Link } from '@/components/links';
import { LoadError } from '@/components/LoadError';
import { LightPagination } from '@/components/LightPagination';
import { usePageMeta } from '@/components/usePageMeta';
import { usePastLastPage } from '@/components/usePastLastPage';
import { shopMeta } from '@/lib/pageMeta';
import { EAGER_LIST_IMAGES } from '@/lib/aboveTheFold';
import { findCategory } from './lib/categories';
import { PAGE_SIZES, readListParams, writeListParams, type ListParams } from './lib/listParams';
import { CategoryDrawer } from './parts/CategoryDrawer';
import { CategoryTree } from './parts/CategoryTree';
import { LatestProducts } from './parts/LatestProducts';
import { ProductCard } from './parts/ProductCard';
import { SearchBox } from './parts/SearchBox';
import './shop.css';

export default function Shop() {
  const intl = useIntl();
  const { variable: alias } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const tree = useProductCategoryTreeQuery();
  const category = alias ? findCategory(tree.data ?? [], alias) : undefined;
  const waitingForCategory = Boolean(alias) && !category && tree.isLoading;
  const unknownCategory = Boolean(alias) && !category && !tree.isLoading;
  // a category page cannot list its products while the tree that names the category failed
  const treeFailed = tree.isError && !tree.data;
  const list = useProductListQuery(
    { page: params.page, limit: params.limit, search: params.search || undefined, categories: category ? [category.id] : undefined },
    { skip: waitingForCategory || (unknownCategory && (tree.isSuccess || treeFailed)) },
  );

  const heading = category?.title ?? intl.formatMessage({ id: 'shop.title' });
  usePageMeta(shopMeta(intl, { category, search: params.search }));

  usePastLastPage(list.currentData, params.page, params.limit, (last) =>
    setSearchParams(writeListParams(searchParams, { ...params, page: last }), { replace: true }),
  );
  const { pathname } = useLocation();
  const pageHref = (page: number, search = params.search) => {
    const query = writeListParams(searchParams, { ...params, page, search }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const go = (next: Partial<ListParams>) => setSearchParams(writeListParams(searchParams, { ...params, ...next }));

  if (unknownCategory && tree.isSuccess) return <NotFound />;

  const docs = list.data?.docs ?? [];
  return (
    <div className="site-container shop-page">
      <aside className="shop-page__aside">
        <SearchBox value={params.search} onSearch={(search) => go({ search, page: 1 })} />
        {treeFailed ? (
          <LoadError compact error={tree.error} what={<FormattedMessage id="loadError.what.categories" />} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
        ) : (
          <CategoryTree tree={tree.data} loading={tree.isLoading} active={category?.alias} search={params.search} />
        )}
        <LatestProducts />
      </aside>
      <section className={`shop-page__main${list.isLoading || waitingForCategory ? ' is-loading' : ''}`} aria-busy={list.isFetching}>
        <header className="section-head">
          <h1 className="section-head__title">{heading}</h1>
          {params.search && (
            <span className="shop-page__query">
              <FormattedMessage id="shop.searchFor" values={{ search: params.search }} />
            </span>
          )}
          {/* phones and tablets: the tree is after the products, so it opens from here (hidden on desktop) */}
          {!treeFailed && <CategoryDrawer tree={tree.data} loading={tree.isLoading} active={category?.alias} search={params.search} />}
        </header>
        {alias && treeFailed ? (
          <LoadError error={tree.error} what={<FormattedMessage id="loadError.what.products" />} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
        ) : list.isError && !list.data ? (
          <LoadError error={list.error} what={<FormattedMessage id="loadError.what.products" />} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.isLoading || waitingForCategory ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : docs.length === 0 ? (
          <Empty description={<FormattedMessage id={params.search ? 'shop.noResults' : 'shop.empty'} />}>
            {/* nothing matched: the way back to the products (of this category) without the search, a link that works before the script runs */}
            {params.search && (
              <Link className="shop-page__clear" to={pageHref(1, '')}>
                <FormattedMessage id="shop.clearSearch" />
              </Link>
            )}
          </Empty>
        ) : (
          <div className={`product-grid${list.isFetching ? ' is-fetching' : ''}`}>
            {docs.map((product, i) => (
              <ProductCard key={product.id} product={product} eager={i < EAGER_LIST_IMAGES} />
            ))}
          </div>
        )}
        {(list.data?.total ?? 0) > 0 && (
          <LightPagination
            className="shop-page__pagination"
            current={params.page}
            pageSize={params.limit}
            total={list.data?.total ?? 0}
            showQuickJumper
            pageSizeOptions={PAGE_SIZES}
            pageHref={pageHref}
            showTotal={(total) => intl.formatMessage({ id: 'common.total' }, { total })}
            onChange={(page, limit) => {
              go({ page: limit !== params.limit ? 1 : page, limit });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      </section>
    </div>
  );
}
