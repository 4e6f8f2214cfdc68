/** Top-bar actions: Sign up / Login for guests; cart and profile for signed-in users; the language switcher. */
import { Button, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useAuth } from '@/state/useAuth';
import { CartButton } from './CartButton';
import { ProfileMenu } from './ProfileMenu';

export function UserActions() {
  const { isAuthenticated, isResolving } = useAuth();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Space size="small" wrap={false} className="user-actions">
      <LanguageSwitcher size="small" />
      {isAuthenticated ? (
        <>
          <CartButton />
          <ProfileMenu />
        </>
      ) : isResolving ? null : (
        <>
          <Link to="/register">
            <Button size="small"><FormattedMessage id="nav.register" /></Button>
          </Link>
          <Link to={`/login?redirect=${redirect}`}>
            <Button size="small" type="primary"><FormattedMessage id="nav.login" /></Button>
          </Link>
        </>
      )}
    </Space>
  );
}
