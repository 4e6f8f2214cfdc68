/**
 * The verification-code step in a dialog (profile save, spec §4): the same countdown and five boxes
 * as `VerificationCode`. Each opening starts a new countdown; after it ends, the dialog says so and
 * only offers to close (the caller sends again to get a new code).
 */
import { useState } from 'react';
import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { VerificationCode } from './VerificationCode';

export interface VerificationCodeModalProps {
  open: boolean;
  /** Length of the countdown in minutes (the answer's mobileMinutesLeft). */
  minutes: number;
  /** Called with the five digits once they are all present. */
  onComplete(code: string): void;
  onCancel(): void;
  /** True while the resubmission with the code is running. */
  loading?: boolean;
}

export function VerificationCodeModal({ open, minutes, onComplete, onCancel, loading = false }: VerificationCodeModalProps) {
  const intl = useIntl();
  // A new countdown per opening.
  const [round, setRound] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRound((r) => r + 1);
  }

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'verification.title' })}
      width={450}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button onClick={onCancel} disabled={loading}>
          {intl.formatMessage({ id: 'verification.cancel' })}
        </Button>
      }
    >
      <Flex vertical gap={12} align="center">
        <Typography.Paragraph style={{ marginBottom: 0, textAlign: 'center' }}>
          {intl.formatMessage({ id: 'verification.hint' })}
        </Typography.Paragraph>
        <VerificationCode key={round} minutes={minutes} onComplete={onComplete} disabled={loading} />
        {loading && <Spin size="small" aria-label={intl.formatMessage({ id: 'verification.checking' })} />}
      </Flex>
    </Modal>
  );
}
