/** lazyScreen: a preloaded screen renders at once, without its Suspense fallback. */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '@/components/screens';

function Page() {
  return <p>the page</p>;
}

const fallbackShown = vi.fn();
function Fallback() {
  fallbackShown();
  return <p>spinner</p>;
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first commit (no fallback in between)', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await Screen.preload();
    fallbackShown.mockClear();
    render(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('suspends like React.lazy when not preloaded, and loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
