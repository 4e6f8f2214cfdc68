/**
 * Top-bar actions: Sign up / Login for guests; cart and profile for signed-in users; the language
 * switcher. A signed-in user whose account could not be loaded (offline) is no guest: neither is offered.
 *
 * The public pages load the cart and profile lazily (guests never download the dropdown and its
 * switches), under a placeholder. The dashboard, whose pages are all signed in, passes them already
 * loaded (`signedIn`): when they came after the page, the bar grew by them (72 px held, 165-183 taken)
 * and moved the language switch about 110 px under a pointer on its way to it, half a second to a second
 * after the page's content showed.
 *
 * The language switch comes last, at the bar's fixed end (the header pushes the bar to its end): what
 * comes before it changes as the account is read, and on a pre-rendered page that is after the page has
 * painted (a guest's header, then nothing while the account is asked, then the cart and profile, whose
 * width is the user's name). When the switch came first, it moved by up to 180 px three times in the
 * first second.
 * The guest links are hidden meanwhile for a visitor with the sign-in cookie (src/lib/signInMark.ts).
 *
 * Sign up and Login go somewhere, so they are links (drawn as small buttons), not buttons inside
 * links: one stop for the keyboard, announced as what they do. Not antd's Button either: an icon-less
 * Button sets state in a layout effect when it mounts (its loading icon's motion), which renders the
 * page again inside its first commit (tests/component/app/firstCommit.test.tsx).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/links';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useAuth } from '@/state/useAuth';
import { here, paths } from '@/lib/paths';

const LazySignedInActions = lazy(() => import('./SignedInActions'));

export function UserActions({ signedIn: SignedInActions = LazySignedInActions }: { signedIn?: ComponentType }) {
  const { isAuthenticated, isResolving, userError } = useAuth();
  const location = useLocation();
  return (
    <div className="user-actions">
      {isAuthenticated ? (
        <Suspense fallback={<span className="user-actions__pending" aria-hidden />}>
          <SignedInActions />
        </Suspense>
      ) : isResolving || userError ? null : (
        <>
          <Link to={paths.register()} className="header-action">
            <FormattedMessage id="nav.register" />
          </Link>
          <Link to={paths.login(here(location))} className="header-action header-action--primary">
            <FormattedMessage id="nav.login" />
          </Link>
        </>
      )}
      <LanguageSwitcher />
    </div>
  );
}
