/** The lazy screens' spinner: a status that says it is loading in the page's language, without antd's Spin. */
import { screen } from '@testing-library/react';
import { PageSpinner } from '@/components/PageSpinner';
import { renderWithProviders } from '../../utils/renderApp';

describe('PageSpinner', () => {
  it.each([
    ['fa', 'در حال بارگذاری…'],
    ['en', 'Loading…'],
  ] as const)('says it is loading in %s, politely, with a ring screen readers skip', (language, text) => {
    const { container } = renderWithProviders(<PageSpinner />, '/', { session: { language, direction: language === 'fa' ? 'rtl' : 'ltr' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.querySelector('.page-spinner__ring')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.ant-spin')).toBeNull();
  });

  it('fills the screen as the whole page’s fallback', () => {
    renderWithProviders(<PageSpinner fullScreen />);
    expect(screen.getByRole('status')).toHaveClass('page-spinner', 'page-spinner--full');
  });

  it.each([
    ['fa', 'بارگذاری دوبارهٔ صفحه'],
    ['en', 'Reload the page'],
  ] as const)('as the whole page’s, offers a plain link that reloads this address (%s); a screen’s spinner does not', (language, name) => {
    const session = { session: { language, direction: language === 'fa' ? 'rtl' : 'ltr' } } as const;
    const { unmount } = renderWithProviders(<PageSpinner fullScreen />, '/invoice?language=en', session);
    // a link (an empty href is the page's own address, query included: it reloads without the app's
    // script), which its stylesheet hides until the start has taken too long (tests/e2e/appShell.spec.ts
    // sees it appear)
    const reload = screen.getByRole('status').querySelector('a.page-spinner__reload');
    expect(reload).toHaveAttribute('href', '');
    expect(reload).toHaveTextContent(name);
    unmount();
    const { container } = renderWithProviders(<PageSpinner />, '/', session);
    expect(container.querySelector('a')).toBeNull();
  });
});
