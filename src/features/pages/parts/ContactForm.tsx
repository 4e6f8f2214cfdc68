/**
 * Contact form (spec §2, §4, §5): name, email, subject, message (≤ 1000) and captcha. On success the
 * subject and message clear; a failed send keeps everything typed (and the captcha switches to
 * version 2 when the server asks for it). Server messages are shown by the baseQuery.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSendEmailMutation } from '@/api/services/site';
import { Captcha, useCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form/useRules';
import { LightField, LightForm, LightInput, LightTextArea, useLightForm } from '@/components/lightForm';

export const MESSAGE_MAX = 1000;

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function ContactForm() {
  const intl = useIntl();
  const rules = useRules();
  const [form] = useLightForm<Values>();
  const captcha = useCaptcha();
  const [sendEmail] = useSendEmailMutation();
  const [sending, setSending] = useState(false);
  const label = (key: string) => intl.formatMessage({ id: `pages.contact.form.${key}` });

  const onFinish = async (values: Values) => {
    if (sending) return;
    setSending(true);
    try {
      const fields = await captcha.fields();
      await sendEmail({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...fields,
      }).unwrap();
      captcha.onAnswer();
      form.resetFields(['subject', 'message']);
    } catch (error) {
      captcha.onAnswer(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <LightForm<Values> form={form} onFinish={(values) => void onFinish(values)} className="contact-form" aria-label={label('title')}>
      <div className="contact-form__row">
        <LightField name="name" label={label('name')} rules={[rules.required(label('name')), rules.max(label('name'), 100)]}>
          <LightInput autoComplete="name" maxLength={100} />
        </LightField>
        <LightField name="email" label={label('email')} rules={[rules.required(label('email')), rules.email(label('email'))]}>
          <LightInput type="email" autoComplete="email" dir="ltr" maxLength={200} />
        </LightField>
      </div>
      <LightField name="subject" label={label('subject')} rules={[rules.required(label('subject')), rules.max(label('subject'), 200)]}>
        <LightInput maxLength={200} />
      </LightField>
      <LightField
        name="message"
        label={label('message')}
        rules={[rules.required(label('message')), rules.max(label('message'), MESSAGE_MAX)]}
      >
        <LightTextArea rows={5} count={(count) => `${intl.formatNumber(count)} / ${intl.formatNumber(MESSAGE_MAX)}`} />
      </LightField>
      <LightField
        name="captcha"
        label={captcha.version === 2 ? label('captcha') : undefined}
        rules={captcha.version === 2 ? [rules.required(label('captcha'))] : []}
        // said when the form is sent, not when the box empties itself after a send
        validateTrigger="submit"
        className={captcha.version === 3 ? 'contact-form__captcha--hidden' : undefined}
      >
        <Captcha ref={captcha.captchaRef} version={captcha.version} onChange={captcha.setToken} action="contact" />
      </LightField>
      <Button type="primary" htmlType="submit" loading={sending} icon={<SendOutlined />} size="large">
        <FormattedMessage id="pages.contact.form.send" />
      </Button>
    </LightForm>
  );
}
