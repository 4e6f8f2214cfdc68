/** A titled product slider (home categories, related products); hides itself when there is nothing to show. */
import { useDeferredValue } from 'react';
import { Link } from '@/components/links';
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

/** About a slider's height: what holds its place before it comes near the view (WhenVisible). */
export const SLIDER_HEIGHT = 360;

export function ProductCarousel({ title, products, loading, moreTo, moreLabel }: ProductCarouselProps) {
  // The cards render in a deferred pass: an answer reaches the store outside any transition (a store
  // update renders at once, in one piece), and a slider's twelve cards in that render were one long
  // task (17 to 35 ms on a desktop). Deferred, React renders them in slices that leave the page free;
  // the placeholders stay until then. A slider mounted with its answer already in renders it at once.
  const shown = useDeferredValue(products);
  if (!loading && !products?.length) return null;
  return (
    <section className="product-slider">
      <header className="section-head">
        <h2 className="section-head__title">{title}</h2>
        {moreTo && moreLabel && <Link to={moreTo}>{moreLabel}</Link>}
      </header>
      {!shown ? (
        // placeholder cards in the carousel's own grid: the loaded slider has the same height, so what
        // follows does not move when it arrives (CLS 0.10 on the home page at phone width)
        <div className="carousel" aria-hidden data-testid="product-slider-placeholder">
          <div className="carousel__track">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="product-card product-card--placeholder">
                <span className="product-card__placeholder product-card__placeholder--media" />
                <span className="product-card__title product-card__placeholder" />
                <span className="product-card__placeholder product-card__placeholder--line" />
                <span className="product-card__placeholder product-card__placeholder--button" />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <Carousel label={title}>
          {shown.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
