/**
 * /cart: the signed-in user's cart: a table where the page's box has room for its columns, cards
 * otherwise (a phone, or a tablet-wide window beside the dashboard's sidebar), and a floating total bar.
 */
import { useMemo } from 'react';
import { Card, Empty, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useScreens } from '@/components/useScreens';
import { useBoxWidth } from '@/components/useBoxWidth';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import type { CartLine } from '@/api/schemas';
import { useCartQuery } from '@/api/services/cart';
import { DateText } from '@/components/JalaliDate';
import { Money } from '@/components/Money';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { cartTotal, lineTotal } from '@/lib/pricing';
import { CartButtonDecision } from './CartButtonDecision';
import { CountControl } from './CountControl';
import { DeleteLine, ProductCell, UnitPrice } from './CartLineParts';
import './cart.css';
import { paths } from '@/lib/paths';

const keyOf = (l: CartLine) => `${l.product.id}:${l.store.id}`;

/**
 * The least box width the table's columns need with the product's name wrapped and every other cell on
 * one line (measured: 887 px in en, 840 in fa, with the seeded carts). Narrower, the cart reads as cards
 * instead of a table whose delete column is out of sight (at 1,024 px beside the sidebar the box is 736).
 */
const TABLE_ROOM = 900;

function CartTable({ lines }: { lines: CartLine[] }) {
  const intl = useIntl();
  const columns = useMemo<TableColumnsType<CartLine>>(
    () => [
      { key: 'row', title: '#', width: 56, render: (_v, _l, i) => intl.formatNumber(i + 1) },
      { key: 'product', title: intl.formatMessage({ id: 'cart.col.product' }), className: 'cart-table__product', render: (_v, l) => <ProductCell line={l} /> },
      { key: 'store', title: intl.formatMessage({ id: 'cart.col.store' }), render: (_v, l) => l.store.name },
      { key: 'count', title: intl.formatMessage({ id: 'cart.col.count' }), render: (_v, l) => <CountControl line={l} /> },
      { key: 'price', title: intl.formatMessage({ id: 'cart.col.price' }), render: (_v, l) => <UnitPrice line={l} /> },
      {
        key: 'total',
        title: intl.formatMessage({ id: 'cart.col.total' }),
        render: (_v, l) => <Money value={lineTotal(l.count, l.product.price, l.product.discount)} />,
      },
      { key: 'createdAt', title: intl.formatMessage({ id: 'cart.col.createdAt' }), render: (_v, l) => <DateText value={l.createdAt} /> },
      { key: 'delete', title: intl.formatMessage({ id: 'cart.col.actions' }), width: 72, render: (_v, l) => <DeleteLine line={l} /> },
    ],
    [intl],
  );
  return <Table className="cart-table" rowKey={keyOf} columns={columns} dataSource={lines} pagination={false} />;
}

function CartCards({ lines }: { lines: CartLine[] }) {
  return (
    <ul className="cart-cards">
      {lines.map((l) => (
        <li key={keyOf(l)}>
          <Card size="small" data-testid="cart-card">
            <Space orientation="vertical" style={{ width: '100%' }} size={8}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <ProductCell line={l} size={56} />
                <DeleteLine line={l} />
              </div>
              <Typography.Text type="secondary">
                <FormattedMessage id="cart.card.store" values={{ store: l.store.name }} />
              </Typography.Text>
              <div className="cart-card__row">
                <UnitPrice line={l} />
                <CountControl line={l} />
              </div>
              <div className="cart-card__row">
                <Typography.Text type="secondary">
                  <DateText value={l.createdAt} />
                </Typography.Text>
                <Typography.Text strong>
                  <Money value={lineTotal(l.count, l.product.price, l.product.discount)} />
                </Typography.Text>
              </div>
            </Space>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function Cart() {
  const intl = useIntl();
  const screens = useScreens();
  const { box, hasRoom } = useBoxWidth();
  const asCards = !screens.md || !hasRoom(TABLE_ROOM, true);
  const cart = useCartQuery();
  const { isLoading } = cart;
  const lines = cart.data ?? [];
  const total = cartTotal(lines);

  if (cart.isError && !cart.data) {
    return <LoadError error={cart.error} what={<FormattedMessage id="loadError.what.cart" />} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  }
  if (isLoading) return <PageSpinner />;
  if (!lines.length) {
    return (
      <Empty style={{ padding: '48px 0' }} description={<FormattedMessage id="cart.empty" />}>
        <Link to={paths.shop}>
          <FormattedMessage id="cart.toShop" />
        </Link>
      </Empty>
    );
  }

  return (
    <div className="cart-page" ref={box}>
      {asCards ? <CartCards lines={lines} /> : <CartTable lines={lines} />}
      <div className="cart-bar" role="region" aria-label={intl.formatMessage({ id: 'cart.bar' })} data-sticky-edge="bottom">
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary">
            <FormattedMessage id="cart.total" />
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="cart-total">
            <Money value={total} />
          </Typography.Text>
        </Space>
        <CartButtonDecision />
      </div>
    </div>
  );
}
