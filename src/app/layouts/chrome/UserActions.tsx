/**
 * Top-bar actions: Sign up / Login for guests; cart and profile for signed-in users (a lazy chunk, so
 * guests never download the dropdown and its switches); the language switcher.
 */
import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useAuth } from '@/state/useAuth';
import { here, paths } from '@/lib/paths';

const SignedInActions = lazy(() => import('./SignedInActions'));

export function UserActions() {
  const { isAuthenticated, isResolving } = useAuth();
  const location = useLocation();
  return (
    <div className="user-actions">
      <LanguageSwitcher />
      {isAuthenticated ? (
        <Suspense fallback={<span className="user-actions__pending" aria-hidden />}>
          <SignedInActions />
        </Suspense>
      ) : isResolving ? null : (
        <>
          <Link to={paths.register()} tabIndex={-1}>
            <Button size="small"><FormattedMessage id="nav.register" /></Button>
          </Link>
          <Link to={paths.login(here(location))} tabIndex={-1}>
            <Button size="small" type="primary"><FormattedMessage id="nav.login" /></Button>
          </Link>
        </>
      )}
    </div>
  );
}
