/** /shop/product/{alias}: breadcrumbs, gallery, price, buy box, description and comments tabs, related products (spec §2). */
import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useProductAllQuery, useProductQuery } from '@/api/services/site';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { BREADCRUMB_LABEL } from '@/components/breadcrumbs/crumb';
import { NotFound } from '@/components/ErrorPages';
import { isRefusal, LoadError } from '@/components/LoadError';
import { SimpleTabs } from '@/components/SimpleTabs';
import { usePageMeta } from '@/components/usePageMeta';
import { WhenVisible } from '@/components/WhenVisible';
import { productMeta } from '@/lib/productMeta';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';
import { AddToCart } from './parts/AddToCart';
import { Gallery } from './parts/Gallery';
import { ProductCarousel, SLIDER_HEIGHT } from './parts/ProductCarousel';
import { ProductComments } from './parts/ProductComments';
import { ProductDetails } from './parts/ProductDetails';
import { ProductBody } from './parts/ProductBody';
import { productCrumbs } from './lib/productCrumbs';
import './shop.css';

/**
 * Before a pre-rendered product page hydrates, its description's code is loaded with the screen's
 * (preloadRouteChunks): a part still loading when React reaches it is left as the server wrote it,
 * and an update arriving meanwhile (a signed-in reader's account) made React throw that HTML away and
 * show the placeholder instead (the description's elements replaced, in one of eight browser runs).
 */
export const preloadParts = () => ProductBody.preload();

const countComments = (list: { children?: unknown[] }[] = []): number =>
  list.reduce((n, c) => n + 1 + countComments((c.children ?? []) as { children?: unknown[] }[]), 0);

/** The related slider's call (spec §7, endpoints.tsv): 10, newest first, the product's categories. */
const RELATED_LIMIT = 10;

function Related({ productId, categories }: { productId: string; categories: string[] }) {
  const intl = useIntl();
  const { data, isLoading, isError, error, isFetching, refetch } = useProductAllQuery(
    { categories, limit: RELATED_LIMIT, sorter: 'createdAt,desc' },
    { skip: !categories.length },
  );
  if (isError && !data) {
    return <LoadError compact error={error} what={intl.formatMessage({ id: 'shop.product.related' })} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  // the product itself may be among them: the slider shows the others
  const others = data?.filter((p) => p.id !== productId);
  return <ProductCarousel title={intl.formatMessage({ id: 'shop.product.related' })} products={others} loading={isLoading} />;
}

export default function Product() {
  const intl = useIntl();
  const { variable: alias = '' } = useParams();
  const { data: product, error, isFetching, refetch } = useProductQuery(alias, { skip: !alias });

  usePageMeta(product ? productMeta(intl, product, intl.locale) : { title: intl.formatMessage({ id: 'shop.title' }) });

  if (!alias || isRefusal(error)) return <NotFound />;
  if (error && !product) {
    return (
      <div className="site-container product-page">
        <LoadError error={error} what={<FormattedMessage id="loadError.what.product" />} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (!product) {
    return (
      <div className="site-container product-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }

  const comments = product.comments ?? [];
  const total = countComments(comments);
  const categories = product.categories.map((c) => (typeof c === 'string' ? c : c.id));
  const crumbs = productCrumbs(product, { home: intl.formatMessage({ id: 'app.home' }), shop: intl.formatMessage({ id: 'shop.title' }) });
  return (
    <div className="site-container product-page">
      <Breadcrumbs items={crumbs} label={intl.formatMessage({ id: BREADCRUMB_LABEL })} className="product-page__crumbs" />
      <div className="product-page__top">
        <Gallery files={product.files} name={product.name} />
        <div>
          <ProductDetails product={product} />
          <AddToCart product={product} />
        </div>
      </div>
      <SimpleTabs
        className="product-page__tabs"
        items={[
          {
            key: 'description',
            label: intl.formatMessage({ id: 'shop.product.description' }),
            children: product.body ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                <ProductBody html={product.body} />
              </Suspense>
            ) : (
              <FormattedMessage id="shop.product.noDescription" />
            ),
          },
          {
            key: 'comments',
            label: intl.formatMessage({ id: 'shop.product.comments' }, { count: formatNumber(total, { persianDigits: isFaLocale(intl.locale) }) }),
            children: <ProductComments productId={product.id} comments={comments} />,
          },
        ]}
      />
      <WhenVisible minHeight={SLIDER_HEIGHT}>
        <Related productId={product.id} categories={categories} />
      </WhenVisible>
    </div>
  );
}
