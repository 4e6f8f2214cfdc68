/** Price, sale badge and final price of a product (spec §9). */
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { finalPrice, salePercent } from '@/lib/productPrice';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';

export interface PriceTagProps {
  price: number | string;
  discount: number | string;
  size?: 'small' | 'large';
}

export function SaleBadge({ price, discount }: Omit<PriceTagProps, 'size'>) {
  const { locale } = useIntl();
  const percent = salePercent(price, discount);
  if (!percent) return null;
  return (
    <span className="sale-badge" data-testid="sale-badge">
      <FormattedMessage id="shop.price.off" values={{ percent: formatNumber(percent, { persianDigits: isFaLocale(locale) }) }} />
    </span>
  );
}

export function PriceTag({ price, discount, size = 'small' }: PriceTagProps) {
  const onSale = salePercent(price, discount) > 0;
  return (
    <div className={`price-tag price-tag--${size}`}>
      {onSale && (
        <del className="price-tag__old" data-testid="old-price">
          <Money value={price} />
        </del>
      )}
      <strong className="price-tag__final" data-testid="final-price">
        <Money value={finalPrice(price, discount)} />
      </strong>
    </div>
  );
}
