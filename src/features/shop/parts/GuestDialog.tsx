/** The guest dialog (spec §1): 'You must login or register to shopping.' with login (back here after) and register. */
import { Button, Modal } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { here, paths } from '@/lib/paths';

export function GuestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = here(location);
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={400}
      centered
      title={<FormattedMessage id="shop.guest.title" />}
      footer={[
        <Button key="register" onClick={() => go(paths.register(redirect))}>
          <FormattedMessage id="shop.guest.register" />
        </Button>,
        <Button key="login" type="primary" onClick={() => go(paths.login(redirect))}>
          <FormattedMessage id="shop.guest.login" />
        </Button>,
      ]}
    >
      <p>
        <FormattedMessage id="shop.guest.body" />
      </p>
    </Modal>
  );
}
