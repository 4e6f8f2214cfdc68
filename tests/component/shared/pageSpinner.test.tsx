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
});
