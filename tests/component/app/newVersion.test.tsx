/** A screen whose chunk is missing: a reload first, then the "new version" message, never the crash page. */
import { lazy, Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { offerNewerBuild, RELOAD_KEY } from '@/components/newVersion';
import { renderWithProviders } from '../../utils/renderApp';

const missingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Blog-old.js')));

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

function renderScreen(Screen: ReturnType<typeof missingChunk>, options = en) {
  return renderWithProviders(
    <ErrorBoundary resetKey="/blog">
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </ErrorBoundary>,
    '/',
    options,
  );
}

describe('ErrorBoundary and a missing chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page once (kept in sessionStorage by address) instead of showing the crash page', async () => {
    renderScreen(missingChunk());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null')).toMatchObject({ href: window.location.href }));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the new-version message with a reload button when the reload did not help', async () => {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: window.location.href, at: Date.now() - 1_000 }));
    renderScreen(missingChunk());
    expect(await screen.findByRole('heading', { name: 'A new version of the site is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the message in Persian too', async () => {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: window.location.href, at: Date.now() - 1_000 }));
    renderScreen(missingChunk(), { session: { language: 'fa' as const, direction: 'rtl' as const } } as never);
    expect(await screen.findByRole('heading', { name: 'نسخهٔ تازه‌ای از سایت در دسترس است' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوبارهٔ صفحه' })).toBeInTheDocument();
  });

  it.each([
    ['code', new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Blog-a1.js')],
    ['stylesheet', new Error('Unable to preload CSS for http://localhost/assets/Blog-a1.css')],
  ])('offline, a screen whose %s did not arrive shows the offline state in place, and no reload (it would be the browser\'s error page)', async (_what, error) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    renderScreen(lazy(() => Promise.reject(error)));
    const failed = (await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).closest('section') as HTMLElement;
    expect(failed).toHaveTextContent(/You are offline, and this was not saved on this device/);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // its retry reloads the page (once, by address), when the connection is back
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null')).toMatchObject({ href: window.location.href });
  });

  it("with the new build's worker waiting: the update prompt, whose reload lets it take over; the page is not reloaded", async () => {
    const update = vi.fn(async () => undefined);
    offerNewerBuild({ found: async () => true, update });
    onTestFinished(() => offerNewerBuild(null));
    renderScreen(missingChunk());
    expect(await screen.findByRole('heading', { name: 'A new version of the site is available' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(update).toHaveBeenCalledOnce();
  });

  it('with a worker but no newer build: the reload as before', async () => {
    offerNewerBuild({ found: async () => false, update: vi.fn() });
    onTestFinished(() => offerNewerBuild(null));
    renderScreen(missingChunk());
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null')).toMatchObject({ href: window.location.href }));
  });

  it('keeps the crash page for other errors', async () => {
    const Broken = lazy(() => Promise.reject(new Error('render failed')));
    renderScreen(Broken);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });
});
