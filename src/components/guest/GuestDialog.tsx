/**
 * The sign-in prompt (spec §1): an action a guest cannot take (add to cart, write a comment, reply)
 * answers with one dialog, login (back here after) or register, saying why (`body`: 'You must login or
 * register to shopping.' for the cart). The same dialog for every such action, so a guest meets one
 * answer, never a greyed form. Its own chunk (antd's Modal): loaded when a guest first needs it.
 */
import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { here, paths } from '@/lib/paths';

export interface GuestDialogProps {
  open: boolean;
  onClose(): void;
  /** why a sign-in is needed here */
  body: ReactNode;
}

export function GuestDialog({ open, onClose, body }: GuestDialogProps) {
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
      title={<FormattedMessage id="app.guest.title" />}
      footer={[
        <Button key="register" onClick={() => go(paths.register(redirect))}>
          <FormattedMessage id="app.guest.register" />
        </Button>,
        <Button key="login" type="primary" onClick={() => go(paths.login(redirect))}>
          <FormattedMessage id="app.guest.login" />
        </Button>,
      ]}
    >
      <p>{body}</p>
    </Modal>
  );
}

export default GuestDialog;
