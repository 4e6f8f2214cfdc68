/** The products of one category as a slider, with a link to the category page. */
import { useIntl } from 'react-intl';
import type { ProductCategory } from '@/api/schemas';
import { useProductAllQuery } from '@/api/services/site';
import { ProductCarousel } from './ProductCarousel';
import { paths } from '@/lib/paths';

export const SLIDER_LIMIT = 12;

export function CategorySlider({ category }: { category: ProductCategory }) {
  const intl = useIntl();
  const { data, isLoading } = useProductAllQuery({ categories: [category.id], limit: SLIDER_LIMIT });
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
