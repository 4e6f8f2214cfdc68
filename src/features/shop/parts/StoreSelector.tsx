/** Choose the store to buy from: only stores with stock are listed, each with its stock. */
import { Radio, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreStock } from '@/api/schemas';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';

export interface StoreSelectorProps {
  stores: StoreStock[] | undefined;
  loading?: boolean;
  value: string | undefined;
  onChange: (storeId: string) => void;
}

export function StoreSelector({ stores, loading, value, onChange }: StoreSelectorProps) {
  const { locale } = useIntl();
  const withStock = (stores ?? []).filter((s) => Number(s.count) > 0);
  if (loading) return <Skeleton.Input active block />;
  return (
    <fieldset className="store-selector">
      <legend className="product-info__label">
        <FormattedMessage id="shop.product.store" />
      </legend>
      {withStock.length === 0 ? (
        <p className="store-selector__none">
          <FormattedMessage id="shop.product.noStore" />
        </p>
      ) : (
        <Radio.Group value={value} onChange={(e) => onChange(String(e.target.value))} className="store-selector__list">
          {withStock.map((store) => (
            <Radio key={store.id} value={store.id}>
              <FormattedMessage
                id="shop.product.storeStock"
                values={{ name: store.name, count: formatNumber(store.count, { persianDigits: isFaLocale(locale) }) }}
              />
            </Radio>
          ))}
        </Radio.Group>
      )}
    </fieldset>
  );
}
