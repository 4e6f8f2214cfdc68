/**
 * Public top bar and main menu. In the shop layout the menu becomes fixed after 100 px of scrolling.
 * Narrow and wide screens differ by CSS alone (global.css: the menu button and the page's title under
 * 768 px, the links from there): the server renders one page for every width, and the browser shows
 * the right half of it before and after the app hydrates, without a re-render.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from '@/components/links';
import { useScreen } from '@/components/screenContext';
import { routeTitle } from '@/lib/routeTree';
import { UserActions } from './UserActions';
import { useScrolledPast } from './useScrolledPast';
import { paths } from '@/lib/paths';
import { NAV_LINKS } from './navLinks';

const MobileNav = lazy(() => import('./MobileNav'));

export function SiteHeader({ stickyMenu = false }: { stickyMenu?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { node } = useScreen();
  const title = routeTitle(node, intl.locale);

  const links = NAV_LINKS.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.end} className="site-nav__link" onClick={() => setOpen(false)}>
      <FormattedMessage id={item.id} />
    </NavLink>
  ));

  return (
    <header className="site-header">
      <div className="site-topbar">
        <div className="site-container site-topbar__inner">
          <Link to={paths.home} className="site-logo" aria-label={intl.formatMessage({ id: 'app.name' })}>
            <span aria-hidden className="site-logo__mark">❀</span>
            <span className="site-logo__name"><FormattedMessage id="app.name" /></span>
          </Link>
          {title && <span className="site-topbar__title">{title}</span>}
          <UserActions />
        </div>
      </div>
      <MainNav sticky={stickyMenu} label={intl.formatMessage({ id: 'app.menu' })}>
        <div className="site-container site-nav__inner">
          <span className="site-nav__compact">
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={() => {
                setMenuUsed(true);
                setOpen(true);
              }}
              aria-label={intl.formatMessage({ id: 'app.menu' })}
              aria-expanded={open}
            />
            {title && <span className="site-nav__title">{title}</span>}
          </span>
          <span className="site-nav__links">{links}</span>
          {menuUsed && (
            <Suspense fallback={null}>
              <MobileNav open={open} onClose={() => setOpen(false)}>
                {links}
              </MobileNav>
            </Suspense>
          )}
        </div>
      </MainNav>
    </header>
  );
}

/**
 * The menu bar, fixed at the window's top once the page is scrolled past 100 px (in the shop layout).
 * It alone follows the scroll: the menu's content comes in as `children`, made by the header, so crossing
 * the line changes the bar's class and spacer without rendering the header, its links or the account
 * actions again (that re-render was a 35 ms task at 4x CPU on the first scroll of a product page).
 */
export function MainNav({ sticky, label, children }: { sticky: boolean; label: string; children: ReactNode }) {
  const fixed = useScrolledPast(100) && sticky;
  return (
    <>
      <nav
        className={`site-nav${fixed ? ' site-nav--fixed' : ''}`}
        aria-label={label}
        data-fixed={fixed}
        // held at the window's top once fixed: a notice opens below it, a failed save's field is not scrolled under it
        data-sticky-edge={fixed ? 'top' : undefined}
      >
        {children}
      </nav>
      {fixed && <div className="site-nav__spacer" aria-hidden />}
    </>
  );
}
