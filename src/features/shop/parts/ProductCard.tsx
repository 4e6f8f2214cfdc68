/** A product in a list or slider: image, name, price with sale badge, add to cart. */
import { Link } from '@/components/links';
import type { Product } from '@/api/schemas';
import { ProductImage } from './ProductImage';
import { PriceTag, SaleBadge } from './PriceTag';
import { CardAddButton } from './CardAddButton';
import { paths } from '@/lib/paths';

/** `eager`: its image loads at once (one of the first cards of a list, EAGER_LIST_IMAGES). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const to = paths.product(product.alias);
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={to} className="product-card__media" tabIndex={-1} aria-hidden>
        <ProductImage fileId={product.files[0]?.id} alt="" kind="productCard" eager={eager} />
        <SaleBadge price={product.price} discount={product.discount} />
      </Link>
      <h3 className="product-card__title">
        <Link to={to}>{product.name}</Link>
      </h3>
      <PriceTag price={product.price} discount={product.discount} />
      <CardAddButton product={product} />
    </article>
  );
}
