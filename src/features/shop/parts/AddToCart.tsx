/** The product page's buy box: store, quantity and the add button (spec §4 add-to-cart rules). */
import { useState } from 'react';
import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import type { Product } from '@/api/schemas';
import { useProductStoresQuery } from '@/api/services/site';
import { LoadError } from '@/components/LoadError';
import { addToCartBlock, clampQuantity, firstStoreWithStock } from '../lib/cartRules';
import { QuantitySelector } from './QuantitySelector';
import { StoreSelector } from './StoreSelector';
import { useAddToCart } from './useAddToCart';

export function AddToCart({ product }: { product: Product }) {
  const stores = useProductStoresQuery(product.id);
  const [chosen, setChosen] = useState<string>();
  const [quantity, setQuantity] = useState(1);
  const { add, busy, dialog } = useAddToCart();

  const list = stores.data ?? [];
  const store = list.find((s) => s.id === chosen && Number(s.count) > 0) ?? firstStoreWithStock(list);
  const stock = store ? Number(store.count) : 0;
  const count = clampQuantity(quantity, stock);
  const block = stores.isLoading ? 'noStore' : addToCartBlock(product, store);

  return (
    <div className="buy-box">
      {product.buy && Number(product.count) > 0 && (
        <>
          {stores.isError && !stores.data ? (
            <LoadError compact error={stores.error} what={<FormattedMessage id="loadError.what.availability" />} onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
          ) : (
            <StoreSelector stores={stores.data} loading={stores.isLoading} value={store?.id} onChange={(id) => { setChosen(id); setQuantity(1); }} />
          )}
          <div className="buy-box__row">
            <span className="product-info__label">
              <FormattedMessage id="shop.product.quantity" />
            </span>
            <QuantitySelector value={count || 1} max={stock} onChange={setQuantity} />
          </div>
        </>
      )}
      <Button
        type="primary"
        size="large"
        block
        // an icon in every state: see CardAddButton
        icon={<ShoppingCartOutlined />}
        disabled={Boolean(block)}
        loading={busy}
        onClick={() => store && void add(product.id, store.id, count)}
        data-testid="add-to-cart"
      >
        <FormattedMessage id={block ? 'shop.product.unavailable' : 'shop.product.addToCart'} />
      </Button>
      {dialog}
    </div>
  );
}
