/** Cart button with the item-count badge. */
import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { useCartQuery } from '@/api/services/cart';
import { useAuth } from '@/state/useAuth';
import { CountBadge } from '@/components/CountBadge';
import { paths } from '@/lib/paths';

export function CartButton() {
  const intl = useIntl();
  const { isAuthenticated } = useAuth();
  const { data: cart = [] } = useCartQuery(undefined, { skip: !isAuthenticated });
  if (!isAuthenticated) return null;
  return (
    <Link to={paths.cart} aria-label={intl.formatMessage({ id: 'nav.cart' })}>
      <CountBadge count={cart.length} size="small" data-testid="cart-badge">
        <Button type="text" shape="circle" icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />} tabIndex={-1} />
      </CountBadge>
    </Link>
  );
}
