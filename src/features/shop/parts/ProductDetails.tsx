/** Name, sale badge, price, categories and brand of a product. */
import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/links';
import type { Product } from '@/api/schemas';
import { PriceTag, SaleBadge } from './PriceTag';
import { paths } from '@/lib/paths';

type CategoryRef = Product['categories'][number];

function categoryLink(category: CategoryRef) {
  if (typeof category === 'string') return null;
  const label = category.title ?? category.name;
  if (!label) return null;
  return category.alias ? (
    <Link key={category.id} to={paths.shopCategory(category.alias)}>
      <span className="chip chip--brand">{label}</span>
    </Link>
  ) : (
    <span key={category.id} className="chip">{label}</span>
  );
}

export function ProductDetails({ product }: { product: Product }) {
  const brand = product.brand && typeof product.brand === 'object' ? product.brand.name : undefined;
  const categories = product.categories.map(categoryLink).filter(Boolean);
  return (
    <div className="product-info">
      <h1 className="product-info__name">{product.name}</h1>
      <div className="product-info__price">
        <PriceTag price={product.price} discount={product.discount} size="large" />
        <SaleBadge price={product.price} discount={product.discount} />
      </div>
      {categories.length > 0 && (
        <div className="product-info__row">
          <span className="product-info__label"><FormattedMessage id="shop.product.categories" /></span>
          <span className="product-info__tags">{categories}</span>
        </div>
      )}
      {brand && (
        <div className="product-info__row">
          <span className="product-info__label"><FormattedMessage id="shop.product.brand" /></span>
          <span>{brand}</span>
        </div>
      )}
    </div>
  );
}
