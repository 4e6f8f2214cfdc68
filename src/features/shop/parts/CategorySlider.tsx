/** The products of one category as a slider, with a link to the category page. */
import { useIntl } from 'react-intl';
import type { ProductCategory } from '@/api/schemas';
import { useProductAllQuery } from '@/api/services/site';
import { LoadError } from '@/components/LoadError';
import { ProductCarousel } from './ProductCarousel';
import { paths } from '@/lib/paths';
import { SLIDER_LIMIT } from '../lib/listParams';


export function CategorySlider({ category }: { category: ProductCategory }) {
  const intl = useIntl();
  const { data, isLoading, isError, error, isFetching, refetch } = useProductAllQuery({ categories: [category.id], limit: SLIDER_LIMIT });
  if (isError && !data) {
    return (
      <section className="product-slider">
        <LoadError compact error={error} what={category.title} onRetry={() => void refetch()} retrying={isFetching} />
      </section>
    );
  }
  return (
    <ProductCarousel
      title={category.title}
      products={data}
      loading={isLoading}
      moreTo={paths.shopCategory(category.alias)}
      moreLabel={intl.formatMessage({ id: 'shop.home.seeAll' })}
    />
  );
}
