/** The end of a sign-in form that may ask for the SMS code: the code step, the captcha and the submit button. */
import { Button } from 'antd';
import type { UseCaptcha } from '@/components/captcha';
import { CaptchaField } from './CaptchaField';
import { CodeStep } from './CodeStep';
import type { useCodeFlow } from './useCodeFlow';

interface FlowActionsProps {
  flow: Pick<ReturnType<typeof useCodeFlow<{ mobile?: string }, unknown>>, 'step' | 'sentValues' | 'busy' | 'completeCode' | 'resend' | 'leaveCodeStep' | 'captchaChanged'>;
  captcha: UseCaptcha;
  action: string;
  submitLabel: string;
}

export function FlowActions({ flow, captcha, action, submitLabel }: FlowActionsProps) {
  return (
    <>
      {flow.step && (
        <CodeStep
          step={flow.step}
          mobile={flow.sentValues?.mobile ?? ''}
          busy={flow.busy}
          onComplete={flow.completeCode}
          onResend={() => void flow.resend()}
          onChangeNumber={flow.leaveCodeStep}
        />
      )}
      <CaptchaField captcha={captcha} action={action} onChange={flow.captchaChanged} />
      {!flow.step && (
        <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
