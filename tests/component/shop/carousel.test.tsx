/** The light carousel: autoplay every 3000 ms, paused on hover, previous/next buttons. */
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AUTOPLAY_MS, Carousel } from '@/features/shop/parts/Carousel';
import { renderWithProviders } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };

/** Fake timers and a recorded scrollBy (jsdom does not scroll); returns the scrollBy mock. */
function fakeScrolling() {
  vi.useFakeTimers();
  const scrollBy = vi.fn();
  Element.prototype.scrollBy = scrollBy as unknown as typeof Element.prototype.scrollBy;
  Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
  return scrollBy;
}

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollBy;
    delete (Element.prototype as Partial<Element>).scrollTo;
  });

  it('advances one slide every 3000 ms and pauses while hovered', async () => {
    const scrollBy = fakeScrolling();
    renderWithProviders(
      <Carousel label="Picks">
        <span>one</span>
        <span>two</span>
        <span>three</span>
      </Carousel>,
      '/',
      EN,
    );
    const region = screen.getByRole('region', { name: 'Picks' });
    const track = region.firstElementChild as HTMLElement;
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    expect(AUTOPLAY_MS).toBe(3000);
    await act(() => vi.advanceTimersByTime(2999));
    expect(scrollBy).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(scrollBy).toHaveBeenCalledTimes(1);

    fireEvent.mouseEnter(region);
    await act(() => vi.advanceTimersByTime(6000));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTime(3000));
    expect(scrollBy).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('stops when reduced motion is asked for while it plays, and plays again when it is lifted', async () => {
    const scrollBy = fakeScrolling();
    // one media query list whose answer changes, with its change listeners
    let reduce = false;
    const listeners = new Set<() => void>();
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('reduced-motion') && reduce;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    const change = (value: boolean) => {
      reduce = value;
      act(() => listeners.forEach((listener) => listener()));
    };
    try {
      renderWithProviders(
        <Carousel label="Picks">
          <span>one</span>
          <span>two</span>
          <span>three</span>
        </Carousel>,
        '/',
        EN,
      );
      const track = screen.getByRole('region', { name: 'Picks' }).firstElementChild as HTMLElement;
      Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 900 });
      Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
      await act(() => vi.advanceTimersByTime(3000));
      expect(scrollBy).toHaveBeenCalledTimes(1);
      change(true);
      await act(() => vi.advanceTimersByTime(9000));
      expect(scrollBy).toHaveBeenCalledTimes(1);
      change(false);
      await act(() => vi.advanceTimersByTime(3000));
      expect(scrollBy).toHaveBeenCalledTimes(2);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});
