/**
 * The SMS-code step of login and registration (spec §4): the countdown and five boxes; when the
 * countdown ends the boxes disappear and the user can ask for a new code or change the number.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { Ltr } from '@/components/Ltr';
import { VerificationCode } from '@/components/verification';

export interface CodeStepState {
  minutes: number;
  /** A new round (new code sent) restarts the countdown. */
  round: number;
}

interface CodeStepProps {
  step: CodeStepState;
  mobile: string;
  busy: boolean;
  onComplete(code: string): void;
  onResend(): void;
  onChangeNumber(): void;
}

export function CodeStep({ step, mobile, busy, onComplete, onResend, onChangeNumber }: CodeStepProps) {
  const intl = useIntl();
  const [expiredRound, setExpiredRound] = useState<number | null>(null);
  const expired = expiredRound === step.round;

  return (
    <Flex vertical gap={12} className="auth-code-step" style={{ marginBottom: 16 }}>
      <Alert
        type="info"
        showIcon
        title={intl.formatMessage(
          { id: 'auth.code.sentTo' },
          { mobile: <Ltr key="m">{`0${mobile}`}</Ltr> },
        )}
      />
      <VerificationCode
        key={step.round}
        minutes={step.minutes}
        onComplete={onComplete}
        onExpired={() => setExpiredRound(step.round)}
        disabled={busy}
      />
      {busy && !expired && <Spin size="small" aria-label={intl.formatMessage({ id: 'auth.code.checking' })} />}
      <Flex gap={8} wrap justify="center">
        {expired && (
          <Button type="primary" onClick={onResend} loading={busy}>
            {intl.formatMessage({ id: 'auth.code.resend' })}
          </Button>
        )}
        <Button type="link" onClick={onChangeNumber} disabled={busy}>
          {intl.formatMessage({ id: 'auth.code.changeNumber' })}
        </Button>
      </Flex>
    </Flex>
  );
}
