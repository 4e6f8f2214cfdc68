/** Count of a cart line: minus stops at 1, plus at the store's stock; only counts of 1…stock are sent. */
import { Button, Space, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CartLine } from '@/api/schemas';
import { useEditCartLineMutation } from '@/api/services/cart';
import { clampCount, num } from '@/lib/pricing';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/i18n/dayjs';

export function CountControl({ line }: { line: CartLine }) {
  const intl = useIntl();
  const [edit, { isLoading }] = useEditCartLineMutation();
  const count = num(line.count);
  const stock = line.store.count === undefined ? undefined : num(line.store.count);
  const canLower = count > 1;
  const canRaise = stock === undefined || count < stock;
  const name = line.product.name;

  const send = (next: number) => {
    const target = clampCount(next, stock);
    if (target === count || isLoading) return;
    void edit({ product: line.product.id, store: line.store.id, count: target });
  };

  return (
    <Space.Compact>
      <Button
        icon={<MinusOutlined />}
        aria-label={intl.formatMessage({ id: 'cart.count.less' }, { name })}
        disabled={!canLower || isLoading}
        onClick={() => send(count - 1)}
      />
      <Typography.Text
        aria-live="polite"
        data-testid="cart-count"
        style={{ minWidth: 40, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #d9d9d9', borderInline: 0 }}
      >
        {formatNumber(count, { persianDigits: isFaLocale(intl.locale) })}
      </Typography.Text>
      <Button
        icon={<PlusOutlined />}
        aria-label={intl.formatMessage({ id: 'cart.count.more' }, { name })}
        disabled={!canRaise || isLoading}
        onClick={() => send(count + 1)}
      />
    </Space.Compact>
  );
}
