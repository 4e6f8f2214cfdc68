/**
 * Contact form (spec §2, §4, §5): name, email, subject, message (≤ 1000) and captcha. On success the
 * subject and message clear; a failed send keeps everything typed (and the captcha switches to
 * version 2 when the server asks for it). Server messages are shown by the baseQuery.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSendEmailMutation } from '@/api/services/site';
import { Captcha, useCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form';

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
  const [form] = Form.useForm<Values>();
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
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} className="contact-form" aria-label={label('title')}>
      <div className="contact-form__row">
        <Form.Item name="name" label={label('name')} rules={[rules.required(label('name')), rules.max(label('name'), 100)]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={label('email')} rules={[rules.required(label('email')), rules.email(label('email'))]}>
          <Input type="email" autoComplete="email" dir="ltr" maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item name="subject" label={label('subject')} rules={[rules.required(label('subject')), rules.max(label('subject'), 200)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="message"
        label={label('message')}
        rules={[rules.required(label('message')), rules.max(label('message'), MESSAGE_MAX)]}
      >
        <Input.TextArea rows={5} showCount={{ formatter: ({ count }) => `${intl.formatNumber(count)} / ${intl.formatNumber(MESSAGE_MAX)}` }} />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={captcha.version === 2 ? label('captcha') : undefined}
        rules={captcha.version === 2 ? [rules.required(label('captcha'))] : []}
        className={captcha.version === 3 ? 'contact-form__captcha--hidden' : undefined}
      >
        <Captcha ref={captcha.captchaRef} version={captcha.version} onChange={captcha.setToken} action="contact" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} icon={<SendOutlined />} size="large">
        <FormattedMessage id="pages.contact.form.send" />
      </Button>
    </Form>
  );
}
