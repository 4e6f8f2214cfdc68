/**
 * Choose the store to buy from: only stores with stock are listed, each with its stock. Native radios
 * drawn like antd's (shop.css): antd Radio brings antd's form context, i.e. all of rc-form and
 * async-validator (about 20 KB gzip), into the product page's first load.
 */
import { useId } from 'react';
import { Skeleton } from 'antd';
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
  const name = useId();
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
        <div className="store-selector__list">
          {withStock.map((store) => (
            <label key={store.id} className="light-radio">
              <input
                type="radio"
                className="light-radio__input"
                name={name}
                value={store.id}
                checked={value === store.id}
                onChange={() => onChange(String(store.id))}
              />
              <span>
                <FormattedMessage
                  id="shop.product.storeStock"
                  values={{ name: store.name, count: formatNumber(store.count, { persianDigits: isFaLocale(locale) }) }}
                />
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
