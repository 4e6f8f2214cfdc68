/** NO_APP layout: a centred card for sign-in pages and the no-app page, with logo and language switch. */
import { Outlet } from 'react-router-dom';
import { Link } from '@/components/links';
import { FormattedMessage, useIntl } from 'react-intl';
import { SkipLink } from '@/components/a11y/SkipLink';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { paths } from '@/lib/paths';

export default function NoAppLayout() {
  const intl = useIntl();
  return (
    <div className="noapp-layout">
      <SkipLink />
      <header className="noapp-layout__header">
        <Link to={paths.home} className="site-logo" aria-label={intl.formatMessage({ id: 'app.name' })}>
          <span aria-hidden className="site-logo__mark">❀</span>
          <span className="site-logo__name"><FormattedMessage id="app.name" /></span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="noapp-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
