/**
 * The app's links keep the page's language: on an English page every address the app writes (a link,
 * a redirect, a navigation) carries `?language=en`, so a reader who opens it in a new tab, a crawler
 * and the pre-rendered page of that address all get English; a Persian page's addresses stay bare.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { inLanguage, Link, Navigate, useNavigate } from '@/components/links';

describe('inLanguage', () => {
  it('adds the language to an English address, before its hash, keeping its query', () => {
    expect(inLanguage('/shop', 'en')).toBe('/shop?language=en');
    expect(inLanguage('/shop?page=2', 'en')).toBe('/shop?page=2&language=en');
    expect(inLanguage('/blog/post/a#comments', 'en')).toBe('/blog/post/a?language=en#comments');
    expect(inLanguage({ pathname: '/cart', search: '?step=2' }, 'en')).toEqual({ pathname: '/cart', search: '?step=2&language=en' });
  });

  it('leaves a Persian address, an address that names its language, and an in-page anchor as they are', () => {
    expect(inLanguage('/shop', 'fa')).toBe('/shop');
    expect(inLanguage('/shop?language=fa', 'en')).toBe('/shop?language=fa');
    expect(inLanguage('#reviews', 'en')).toBe('#reviews');
    expect(inLanguage('', 'en')).toBe('');
  });
});

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function GoButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/invoice/7')}>
      go
    </button>
  );
}

const page = (locale: 'fa' | 'en', element: React.ReactNode, at = '/') =>
  render(
    <IntlProvider locale={locale} messages={{}}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );

describe('the app’s links', () => {
  it('write the English page’s addresses with its language, the Persian page’s without', () => {
    const { unmount } = page('en', <Link to="/shop/product/a">a</Link>);
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/shop/product/a?language=en');
    unmount();
    page('fa', <Link to="/shop/product/a">a</Link>);
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/shop/product/a');
  });

  it('navigate and redirect in the page’s language', async () => {
    const { unmount } = page('en', <GoButton />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status')).toHaveTextContent('/invoice/7?language=en');
    unmount();
    page('en', <Navigate to="/login" replace />);
    expect(screen.getByRole('status')).toHaveTextContent('/login?language=en');
  });
});
