/**
 * A slider's cards render in a deferred pass when its answer arrives (ProductCarousel), and a slider
 * that comes into view mounts in a transition (WhenVisible): an answer reaches the store outside any
 * transition, so without them the twelve cards rendered in one piece, a long task while the page loads.
 */
import { Profiler, Suspense, use, useState, type ProfilerOnRenderCallback } from 'react';
import { act, screen } from '@testing-library/react';
import type { Product } from '@/api/schemas';
import { ProductCarousel } from '@/features/shop/parts/ProductCarousel';
import { WhenVisible } from '@/components/WhenVisible';
import { renderWithProviders } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };

/** Products as the site API answers them (what a card reads). */
const productsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, alias: `cream-${i}`, name: `Cream ${i}`, price: 100_000, discount: 0, files: [], buy: true, count: 5 })) as unknown as Product[];

describe('sliders while the page loads', () => {
  it('keeps the placeholders in the update that brings the products and shows the cards in a deferred pass', async () => {
    const products = productsOf(6);
    const commits: { cards: number; placeholders: number }[] = [];
    const onRender: ProfilerOnRenderCallback = () => {
      commits.push({
        cards: document.querySelectorAll('[data-testid="product-card"]').length,
        placeholders: document.querySelectorAll('[data-testid="product-slider-placeholder"]').length,
      });
    };
    let arrive: (list: Product[]) => void = () => undefined;
    const Slider = () => {
      const [list, setList] = useState<Product[] | undefined>(undefined);
      arrive = setList;
      return (
        <Profiler id="slider" onRender={onRender}>
          <ProductCarousel title="Skin care" products={list} loading={!list} />
        </Profiler>
      );
    };
    renderWithProviders(<Slider />, '/', EN);
    expect(screen.getByTestId('product-slider-placeholder')).toBeInTheDocument();
    commits.length = 0;
    // the answer arrives as a store update does: an urgent update
    await act(async () => arrive(products));
    // the urgent commit still shows the placeholders; the cards come in a commit of their own
    expect(commits[0]).toEqual({ cards: 0, placeholders: 1 });
    expect(commits.at(-1)).toEqual({ cards: 6, placeholders: 0 });
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
  });

  it('renders a slider mounted with its products at once, in one commit', () => {
    const products = productsOf(3);
    let renders = 0;
    renderWithProviders(
      <Profiler id="slider" onRender={() => (renders += 1)}>
        <ProductCarousel title="Skin care" products={products} />
      </Profiler>,
      '/',
      EN,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(renders).toBe(1);
  });

  it('mounts what comes into view in a transition: the page keeps what it shows while that renders', async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // what comes into view is not ready yet (it suspends): in a transition React keeps the placeholder
    // on screen; an urgent update would replace the whole section with the boundary's fallback
    const never = new Promise<never>(() => undefined);
    const NotReady = () => <p>{use(never)}</p>;
    try {
      const { container } = renderWithProviders(
        <Suspense fallback={<p>fallback</p>}>
          <p>above</p>
          <WhenVisible>
            <NotReady />
          </WhenVisible>
        </Suspense>,
        '/',
        EN,
      );
      expect(container.querySelector('[aria-hidden]')).not.toBeNull();
      await act(async () => notify([{ isIntersecting: true }]));
      expect(screen.queryByText('fallback')).toBeNull();
      expect(screen.getByText('above')).toBeVisible();
      expect(container.querySelector('[aria-hidden]')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
