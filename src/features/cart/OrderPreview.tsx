/**
 * The policy form's last step, before the customer commits: what the invoice will be made of, from
 * what the page already has — the cart's lines and their subtotal, the shipping type chosen (with its
 * price when the shipping prices are in), and the coupon code typed. Nothing is computed that the
 * server decides (tax, the coupon's discount and its cap, the final amount): the block says the server
 * computes the final amount and the invoice shows it before payment.
 */
import { useMemo } from 'react';
import { Form, Typography, type FormInstance } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCartQuery } from '@/api/services/cart';
import { useShippingPricesQuery } from '@/api/services/invoice';
import { useDigits } from '@/components/digits';
import { Ltr } from '@/components/Ltr';
import { Money } from '@/components/Money';
import { cartTotal, lineTotal } from '@/lib/pricing';
import { shippingOptions } from './decision';
import './orderPreview.css';

export function OrderPreview({ form }: { form: FormInstance }) {
  const intl = useIntl();
  const digits = useDigits();
  const { data: lines } = useCartQuery();
  const { data: prices } = useShippingPricesQuery();
  const shippingType = Form.useWatch<string | undefined>('shippingType', form);
  const code = Form.useWatch<string | undefined>('code', form);
  const shippingPrice = useMemo(() => shippingOptions(prices).find((o) => o.type === shippingType)?.price ?? null, [prices, shippingType]);
  if (!lines?.length) return null;
  return (
    <section className="order-preview" aria-labelledby="order-preview-title" data-testid="order-preview">
      <Typography.Title level={5} id="order-preview-title">
        <FormattedMessage id="cart.preview.title" />
      </Typography.Title>
      <ul className="order-preview__lines">
        {lines.map((l) => (
          <li key={`${l.product.id}-${l.store.id}`}>
            <span>
              {l.product.name} <span className="order-preview__count">× {digits(Number(l.count))}</span>
            </span>
            <Money value={lineTotal(l.count, l.product.price, l.product.discount)} />
          </li>
        ))}
      </ul>
      <dl className="order-preview__sums">
        <div>
          <dt><FormattedMessage id="cart.preview.subtotal" /></dt>
          <dd><Money value={cartTotal(lines)} /></dd>
        </div>
        {shippingType && (
          <div>
            <dt><FormattedMessage id="cart.preview.shipping" /></dt>
            <dd>
              <FormattedMessage id={`invoice.shippingType.${shippingType}`} defaultMessage={shippingType} />
              {shippingPrice !== null && (
                <>
                  {' '}(<Money value={shippingPrice} />)
                </>
              )}
            </dd>
          </div>
        )}
        {code && (
          <div>
            <dt><FormattedMessage id="cart.preview.coupon" /></dt>
            <dd>
              <Ltr>{code}</Ltr> <FormattedMessage id="cart.preview.couponChecked" />
            </dd>
          </div>
        )}
      </dl>
      <Typography.Paragraph type="secondary" className="order-preview__note">
        {intl.formatMessage({ id: 'cart.preview.serverComputes' })}
      </Typography.Paragraph>
    </section>
  );
}
