/** Cart button with the item-count badge. */
import { Badge, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCartQuery } from '@/api/services/cart';
import { useAuth } from '@/state/useAuth';

export function CartButton() {
  const intl = useIntl();
  const { isAuthenticated } = useAuth();
  const { data: cart = [] } = useCartQuery(undefined, { skip: !isAuthenticated });
  if (!isAuthenticated) return null;
  return (
    <Link to="/cart" aria-label={intl.formatMessage({ id: 'nav.cart' })}>
      <Badge count={cart.length} size="small" data-testid="cart-badge">
        <Button type="text" shape="circle" icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />} tabIndex={-1} />
      </Badge>
    </Link>
  );
}
