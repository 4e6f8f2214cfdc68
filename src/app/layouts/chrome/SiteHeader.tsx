/** Public top bar and main menu. In the shop layout the menu becomes fixed after 100 px of scrolling. */
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useScreens } from '@/components/useScreens';
import { MenuOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { useScreen } from '@/components/screenContext';
import { routeTitle } from '@/lib/routeTree';
import { UserActions } from './UserActions';
import { useScrolledPast } from './useScrolledPast';
import { paths } from '@/lib/paths';
import { NAV_LINKS } from './navLinks';

const MobileNav = lazy(() => import('./MobileNav'));

export function SiteHeader({ stickyMenu = false }: { stickyMenu?: boolean }) {
  const intl = useIntl();
  const screens = useScreens();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const fixed = useScrolledPast(100) && stickyMenu;
  const { node } = useScreen();
  const title = routeTitle(node, intl.locale);
  const compact = !screens.md;

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
          {!compact && title && <span className="site-topbar__title">{title}</span>}
          <UserActions />
        </div>
      </div>
      <nav
        className={`site-nav${fixed ? ' site-nav--fixed' : ''}`}
        aria-label={intl.formatMessage({ id: 'app.menu' })}
        data-fixed={fixed}
        // held at the window's top once fixed: a notice opens below it, a failed save's field is not scrolled under it
        data-sticky-edge={fixed ? 'top' : undefined}
      >
        <div className="site-container site-nav__inner">
          {compact ? (
            <>
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
              {menuUsed && (
                <Suspense fallback={null}>
                  <MobileNav open={open} onClose={() => setOpen(false)}>
                    {links}
                  </MobileNav>
                </Suspense>
              )}
            </>
          ) : (
            links
          )}
        </div>
      </nav>
      {fixed && <div className="site-nav__spacer" aria-hidden />}
    </header>
  );
}
