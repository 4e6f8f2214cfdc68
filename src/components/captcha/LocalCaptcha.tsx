/**
 * Offline stand-in for reCAPTCHA (provider 'local', used with the mock backend; no network).
 * Version 3 is invisible and answers `local-v3-token` on execute. Version 2 is a bordered box with an
 * "I'm not a robot" checkbox that answers `local-v2-token`, and a "simulate a failed check" option
 * that makes the answer `invalid` (the mock backend then replies invalidRecaptcha).
 */
import { useImperativeHandle, useState } from 'react';
import { Checkbox, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CaptchaVersion, CaptchaWidgetProps } from './types';

export const LOCAL_V3_TOKEN = 'local-v3-token';
export const LOCAL_V2_TOKEN = 'local-v2-token';
export const LOCAL_FAILING_TOKEN = 'invalid';

function LocalCaptchaV3({ onChange, ref }: CaptchaWidgetProps) {
  useImperativeHandle(
    ref,
    () => ({
      reset: () => onChange(null),
      execute: async () => {
        onChange(LOCAL_V3_TOKEN);
        return LOCAL_V3_TOKEN;
      },
    }),
    [onChange],
  );
  return null;
}

function LocalCaptchaV2({ onChange, ref, id }: CaptchaWidgetProps) {
  const intl = useIntl();
  const [ticked, setTicked] = useState(false);
  const [failing, setFailing] = useState(false);
  const token = ticked ? (failing ? LOCAL_FAILING_TOKEN : LOCAL_V2_TOKEN) : null;

  const update = (nextTicked: boolean, nextFailing: boolean) => {
    setTicked(nextTicked);
    setFailing(nextFailing);
    onChange(nextTicked ? (nextFailing ? LOCAL_FAILING_TOKEN : LOCAL_V2_TOKEN) : null);
  };

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        setTicked(false);
        setFailing(false);
        onChange(null);
      },
      execute: async () => token,
    }),
    [onChange, token],
  );

  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'captcha.label' })}
      className="local-captcha"
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 4,
        padding: '12px 16px',
        border: '1px solid #d9d9d9',
        borderRadius: 4,
        background: '#f9f9f9',
        minWidth: 260,
      }}
    >
      <Checkbox id={id} checked={ticked} onChange={(event) => update(event.target.checked, failing)}>
        {intl.formatMessage({ id: 'captcha.notRobot' })}
      </Checkbox>
      <Checkbox checked={failing} onChange={(event) => update(ticked, event.target.checked)} style={{ fontSize: 12 }}>
        {intl.formatMessage({ id: 'captcha.simulateFailure' })}
      </Checkbox>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage({ id: 'captcha.offlineNote' })}
      </Typography.Text>
    </div>
  );
}

export function LocalCaptcha({ version, ...props }: CaptchaWidgetProps & { version: CaptchaVersion }) {
  return version === 3 ? <LocalCaptchaV3 {...props} /> : <LocalCaptchaV2 {...props} />;
}
