/** The create-invoice-and-pay button and what it opens (customer spec §4 "Cart button decision"). */
import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Result } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@/components/links';
import { useAuth } from '@/state/useAuth';
import { cartAction } from './decision';
import { paths } from '@/lib/paths';

const CustomInvoiceForm = lazy(() => import('./CustomInvoiceForm'));
const PolicyForm = lazy(() => import('./PolicyForm'));

export function CartButtonDecision({ disabled }: { disabled?: boolean }) {
  const { user, roles } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const action = cartAction(user, roles);

  return (
    <>
      <Button type="primary" size="large" icon={<CreditCardOutlined />} disabled={disabled || !user} onClick={() => setOpen(true)}>
        <FormattedMessage id="cart.createInvoice" />
      </Button>
      {action === 'incomplete' ? (
        <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={450} destroyOnHidden>
          <Result
            status="warning"
            title={<FormattedMessage id="cart.incomplete" />}
            extra={
              <Button type="primary" onClick={() => navigate(paths.editUser)}>
                <FormattedMessage id="cart.completeProfile" />
              </Button>
            }
          />
        </Modal>
      ) : null}
      {open && action !== 'incomplete' && user ? (
        <Suspense fallback={null}>
          {action === 'custom' ? (
            <CustomInvoiceForm open={open} onClose={() => setOpen(false)} />
          ) : (
            <PolicyForm open={open} onClose={() => setOpen(false)} user={user} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
