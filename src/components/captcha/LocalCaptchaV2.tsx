/** The offline stand-in's version 2 box (see LocalCaptcha): loaded only once the server asks for version 2. */
import { useImperativeHandle, useState } from 'react';
import { Checkbox, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CaptchaWidgetProps } from './types';
import { LOCAL_FAILING_TOKEN, LOCAL_V2_TOKEN } from './localTokens';

export default function LocalCaptchaV2({ onChange, ref, id }: CaptchaWidgetProps) {
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
