/** / : the shop's home page in the PORTO_ECOMMERCE layout (spec §2). */
import { FormattedMessage, useIntl } from 'react-intl';
import { useProductCategoryTreeQuery } from '@/api/services/site';
import { LoadError } from '@/components/LoadError';
import { Notice } from '@/components/Notice';
import { usePageMeta } from '@/components/usePageMeta';
import { WhenVisible } from '@/components/WhenVisible';
import { homeMeta } from '@/lib/pageMeta';
import { config } from '@/config';
import { findCategory, homeSubCategories } from './lib/categories';
import { CategorySlider } from './parts/CategorySlider';
import { SLIDER_HEIGHT } from './parts/ProductCarousel';
import { Slideshow } from './parts/Slideshow';
import './shop.css';

export default function Home() {
  const intl = useIntl();
  usePageMeta(homeMeta(intl));
  const treeQuery = useProductCategoryTreeQuery();
  const tree = treeQuery.data ?? [];
  const fixed = config.homeCategoryIds.map((id) => findCategory(tree, id)).filter((c) => c !== undefined);
  const more = homeSubCategories(tree, config.homeCategoryIds);
  return (
    <div className="site-container shop-home">
      <h1 className="shop-sr-only">{intl.formatMessage({ id: 'shop.home.heading' })}</h1>
      <Slideshow />
      <Notice>{intl.formatMessage({ id: 'shop.home.alert' })}</Notice>
      {treeQuery.isError && !treeQuery.data && (
        <LoadError error={treeQuery.error} what={<FormattedMessage id="loadError.what.products" />} onRetry={() => void treeQuery.refetch()} retrying={treeQuery.isFetching} />
      )}
      {fixed.map((category, i) =>
        i === 0 ? (
          <CategorySlider key={category.id} category={category} />
        ) : (
          <WhenVisible key={category.id} minHeight={SLIDER_HEIGHT}>
            <CategorySlider category={category} />
          </WhenVisible>
        ),
      )}
      {more.map((category) => (
        <WhenVisible key={category.id} minHeight={SLIDER_HEIGHT}>
          <CategorySlider category={category} />
        </WhenVisible>
      ))}
    </div>
  );
}
