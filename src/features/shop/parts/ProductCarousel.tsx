/** A titled product slider (home categories, related products); hides itself when there is nothing to show. */
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { Product } from '@/api/schemas';
import { Carousel } from './Carousel';
import { ProductCard } from './ProductCard';

export interface ProductCarouselProps {
  title: string;
  products: Product[] | undefined;
  loading?: boolean;
  moreTo?: string;
  moreLabel?: string;
}

export function ProductCarousel({ title, products, loading, moreTo, moreLabel }: ProductCarouselProps) {
  if (!loading && !products?.length) return null;
  return (
    <section className="product-slider">
      <header className="section-head">
        <h2 className="section-head__title">{title}</h2>
        {moreTo && moreLabel && <Link to={moreTo}>{moreLabel}</Link>}
      </header>
      {loading && !products ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Carousel label={title}>
          {(products ?? []).map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
