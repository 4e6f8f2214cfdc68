/** The end of a sign-in form that may ask for the SMS code: the code step, the captcha and the submit button. */
import { lazy, Suspense } from 'react';
import { Button, Spin } from 'antd';
import type { UseCaptcha } from '@/components/captcha';
import { CaptchaField } from './CaptchaField';
import type { useCodeFlow } from './useCodeFlow';

/** The code step (five boxes, countdown) loads when the server asks for a code, not with the form. */
const CodeStep = lazy(() => import('./CodeStep').then((m) => ({ default: m.CodeStep })));

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
        <Suspense fallback={<Spin />}>
        <CodeStep
          step={flow.step}
          mobile={flow.sentValues?.mobile ?? ''}
          busy={flow.busy}
          onComplete={flow.completeCode}
          onResend={() => void flow.resend()}
          onChangeNumber={flow.leaveCodeStep}
        />
        </Suspense>
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
