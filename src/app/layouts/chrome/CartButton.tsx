/** Cart button with the item-count badge. */
import { Badge, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCartQuery } from '@/api/services/cart';
import { useAuth } from '@/state/useAuth';
import { toPersianDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';

export function CartButton() {
  const intl = useIntl();
  const { isAuthenticated } = useAuth();
  const { data: cart = [] } = useCartQuery(undefined, { skip: !isAuthenticated });
  if (!isAuthenticated) return null;
  // Persian digits on Persian pages; 0 hides the badge
  const count = cart.length === 0 ? 0 : intl.locale === 'fa' ? toPersianDigits(cart.length) : cart.length;
  return (
    <Link to={paths.cart} aria-label={intl.formatMessage({ id: 'nav.cart' })}>
      <Badge count={count} size="small" data-testid="cart-badge">
        <Button type="text" shape="circle" icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />} tabIndex={-1} />
      </Badge>
    </Link>
  );
}
