/**
 * The policy form's last step, before the customer commits: what the invoice will be made of and what
 * it will ask for. The cart's lines, their subtotal, the coupon's discount (its terms checked with the
 * server as soon as the code is complete, quietly: the form's own check on sending says it aloud), the
 * VAT, the shipping price of the type chosen, and the payable total, computed by the pricing code the
 * invoice itself uses (src/lib/pricing.ts `totals`: line, coupon and VAT rounding alike). The VAT rate
 * is the build's (`config.vatPercent`); the invoice, made by the server, shows the amount again before
 * payment.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, Typography, type FormInstance } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { withCallMode } from '@/api/callMode';
import { COUPON_CODE_LENGTH } from '@/api/schemas/requests';
import { useCartQuery } from '@/api/services/cart';
import { useShippingPricesQuery, useValidateCouponMutation } from '@/api/services/invoice';
import { useDigits } from '@/components/digits';
import { Ltr } from '@/components/Ltr';
import { Money } from '@/components/Money';
import { config } from '@/config';
import { toLatinDigits } from '@/lib/digits';
import { isFaLocale } from '@/lib/locale';
import { formatPercent } from '@/lib/number';
import { lineTotal, totals, type CouponTerms } from '@/lib/pricing';
import { shippingOptions } from './decision';
import './orderPreview.css';

/** The coupon's terms for a complete code: being checked, refused, or its percent and cap. */
type CouponCheck = { code: string; state: 'checking' } | { code: string; state: 'refused' } | { code: string; state: 'valid'; terms: CouponTerms };

/** A complete code is checked once (quietly); a shorter one is not a code yet. */
function useCouponTerms(typed: string | undefined): CouponCheck | null {
  const [validate] = useValidateCouponMutation();
  const code = toLatinDigits(typed ?? '').trim();
  const complete = code.length === COUPON_CODE_LENGTH;
  const [check, setCheck] = useState<CouponCheck | null>(null);
  useEffect(() => {
    if (!complete) return undefined;
    let live = true;
    // the form's check when the invoice is sent says it aloud; this one only feeds the preview
    const call = withCallMode({ quiet: true }, () => validate({ code }));
    call.unwrap().then(
      (answer) => {
        const percent = Number((answer as Partial<CouponTerms> | null)?.percent);
        const ceiling = (answer as Partial<CouponTerms> | null)?.ceilingPrice;
        if (live) setCheck(Number.isFinite(percent) ? { code, state: 'valid', terms: { percent, ceilingPrice: ceiling ?? null } } : { code, state: 'refused' });
      },
      () => {
        if (live) setCheck({ code, state: 'refused' });
      },
    );
    return () => {
      live = false;
    };
  }, [code, complete, validate]);
  if (!complete) return null;
  return check?.code === code ? check : { code, state: 'checking' };
}

export function OrderPreview({ form }: { form: FormInstance }) {
  const intl = useIntl();
  const digits = useDigits();
  const { data: lines } = useCartQuery();
  const { data: prices } = useShippingPricesQuery();
  const shippingType = Form.useWatch<string | undefined>('shippingType', form);
  const code = Form.useWatch<string | undefined>('code', form);
  const coupon = useCouponTerms(code);
  const shippingPrice = useMemo(() => shippingOptions(prices).find((o) => o.type === shippingType)?.price ?? null, [prices, shippingType]);
  const sums = useMemo(
    () =>
      totals((lines ?? []).map((l) => ({ count: l.count, price: l.product.price, discount: l.product.discount })), {
        vat: config.vatPercent,
        shippingPrice: shippingPrice ?? 0,
        coupon: coupon?.state === 'valid' ? coupon.terms : null,
      }),
    [lines, shippingPrice, coupon],
  );
  if (!lines?.length) return null;
  // the total is known once the shipping price and the coupon's terms are
  const known = shippingPrice !== null && coupon?.state !== 'checking';
  const percent = formatPercent(config.vatPercent, { persianDigits: isFaLocale(intl.locale) });
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
          <dd><Money value={sums.subtotal} /></dd>
        </div>
        {coupon && (
          <div data-testid="order-preview-coupon">
            <dt>
              <FormattedMessage id="cart.preview.coupon" /> <Ltr>{coupon.code}</Ltr>
            </dt>
            <dd>
              {coupon.state === 'valid' ? (
                <>
                  − <Money value={sums.couponPrice} />
                </>
              ) : (
                <FormattedMessage id={coupon.state === 'checking' ? 'cart.preview.couponChecking' : 'cart.coupon.rejected'} />
              )}
            </dd>
          </div>
        )}
        <div>
          <dt><FormattedMessage id="cart.preview.vat" values={{ percent }} /></dt>
          <dd><Money value={sums.vatPrice} /></dd>
        </div>
        {shippingType && (
          <div>
            <dt>
              <FormattedMessage id="cart.preview.shipping" /> (<FormattedMessage id={`invoice.shippingType.${shippingType}`} defaultMessage={shippingType} />)
            </dt>
            <dd>{shippingPrice !== null ? <Money value={shippingPrice} /> : '—'}</dd>
          </div>
        )}
        <div className="order-preview__total" data-testid="order-preview-total">
          <dt><FormattedMessage id="cart.preview.payable" /></dt>
          <dd>{known ? <Money value={sums.payable} /> : '—'}</dd>
        </div>
      </dl>
      <Typography.Paragraph type="secondary" className="order-preview__note">
        {intl.formatMessage({ id: 'cart.preview.invoiceConfirms' })}
      </Typography.Paragraph>
    </section>
  );
}
