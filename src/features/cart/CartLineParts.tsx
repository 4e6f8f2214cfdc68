/** Pieces of a cart line shared by the desktop table and the phone cards. */
import { Button, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import type { CartLine } from '@/api/schemas';
import { imageUrl } from '@/api/urls';
import { useDeleteCartLineMutation } from '@/api/services/cart';
import { Money } from '@/components/Money';
import { finalPrice, num } from '@/lib/pricing';
import { paths } from '@/lib/paths';

export function ProductCell({ line, size = 64 }: { line: CartLine; size?: number }) {
  const src = imageUrl(line.product.files[0]?.id, size * 2, size * 2);
  return (
    <Space align="center">
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" style={{ objectFit: 'cover', borderRadius: 8, background: '#f5f5f5' }} />
      ) : (
        <span style={{ width: size, height: size, display: 'inline-block', borderRadius: 8, background: '#f5f5f5' }} />
      )}
      <Link to={paths.product(line.product.alias)}>{line.product.name}</Link>
    </Space>
  );
}

export function UnitPrice({ line }: { line: CartLine }) {
  const discount = num(line.product.discount);
  return (
    <Space orientation="vertical" size={0}>
      {discount > 0 ? (
        <Typography.Text delete type="secondary">
          <Money value={line.product.price} />
        </Typography.Text>
      ) : null}
      <Money value={finalPrice(line.product.price, line.product.discount)} />
    </Space>
  );
}

export function DeleteLine({ line }: { line: CartLine }) {
  const intl = useIntl();
  const [remove, { isLoading }] = useDeleteCartLineMutation();
  return (
    <Popconfirm
      title={<FormattedMessage id="cart.delete.confirm" />}
      okText={<FormattedMessage id="cart.delete.ok" />}
      cancelText={<FormattedMessage id="cart.delete.cancel" />}
      okButtonProps={{ danger: true, loading: isLoading }}
      onConfirm={() => remove({ product: line.product.id, store: line.store.id }).unwrap().catch(() => undefined)}
    >
      <Button danger type="text" icon={<DeleteOutlined />} aria-label={intl.formatMessage({ id: 'cart.delete' }, { name: line.product.name })} loading={isLoading} />
    </Popconfirm>
  );
}
