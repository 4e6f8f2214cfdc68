/** NO_APP layout: a centred card for sign-in pages and the no-app page, with logo and language switch. */
import { Outlet, Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { paths } from '@/lib/paths';

export default function NoAppLayout() {
  return (
    <div className="noapp-layout">
      <header className="noapp-layout__header">
        <Link to={paths.home} className="site-logo">
          <span aria-hidden className="site-logo__mark">❀</span>
          <span className="site-logo__name"><FormattedMessage id="app.name" /></span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="noapp-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
