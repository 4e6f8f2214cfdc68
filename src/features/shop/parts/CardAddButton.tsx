/** The add-to-cart button of a product card: adds 1 from the first store with stock. */
import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import type { Product } from '@/api/schemas';
import { isAvailable } from '../lib/cartRules';
import { useAddToCart } from './useAddToCart';

export function CardAddButton({ product }: { product: Product }) {
  const { add, busy, dialog } = useAddToCart();
  const available = isAvailable(product);
  return (
    <>
      <Button
        block
        type={available ? 'primary' : 'default'}
        // an icon in both states: an icon-less antd Button sets state in a layout effect when it mounts,
        // a second render of every card inside the page's first commit (tests/component/app/firstCommit.test.tsx)
        icon={<ShoppingCartOutlined />}
        disabled={!available}
        loading={busy}
        onClick={() => void add(product.id)}
      >
        <FormattedMessage id={available ? 'shop.product.addToCart' : 'shop.product.unavailable'} />
      </Button>
      {dialog}
    </>
  );
}
