/**
 * A failed save (useErrorFocus, the form pattern's `onFinishFailed`): a short summary naming the fields
 * in error is said in the assertive live region, in the UI's language and digits, instead of each
 * message one by one; the first field in error takes the focus; nothing typed is lost.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { Announcer } from '@/components/a11y/Announcer';
import { useErrorFocus } from '@/components/form';
import { renderWithProviders } from '../../utils/renderApp';

const assertive = () => screen.getByTestId('live-assertive');
const polite = () => screen.getByTestId('live-polite');

const LABELS = {
  en: { name: 'Name', mobile: 'Mobile', email: 'E-mail', save: 'Save' },
  fa: { name: 'نام', mobile: 'موبایل', email: 'ایمیل', save: 'ذخیره' },
};

function ContactForm({ language }: { language: 'fa' | 'en' }) {
  const label = LABELS[language];
  const onFinishFailed = useErrorFocus('contact');
  return (
    <>
      <Announcer />
      <Form name="contact" layout="vertical" onFinish={() => undefined} onFinishFailed={onFinishFailed}>
        <Form.Item label={label.name} name="name">
          <Input />
        </Form.Item>
        <Form.Item label={label.mobile} name="mobile" rules={[{ required: true, message: 'required' }]}>
          <Input />
        </Form.Item>
        <Form.Item label={label.email} name="email" rules={[{ required: true, message: 'required' }]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">{label.save}</Button>
      </Form>
    </>
  );
}

describe('a failed save', () => {
  it('says "2 fields need attention: Mobile, E-mail", focuses Mobile and keeps what was typed (en)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm language="en" />, '/', { session: { language: 'en', direction: 'ltr' } });
    await user.type(screen.getByLabelText('Name'), 'Sara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assertive()).toHaveTextContent(/^2 fields need attention: Mobile, E-mail$/));
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
    // the per-message announcement gives way to the summary (not the same errors said twice)
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(polite()).toBeEmptyDOMElement();
  });

  it('names one field in the singular, and the summary again on the next failed save', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm language="en" />, '/', { session: { language: 'en', direction: 'ltr' } });
    await user.type(screen.getByLabelText('Mobile'), '09120000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assertive()).toHaveTextContent(/^1 field needs attention: E-mail$/));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });

  it('says it in Persian with Persian digits (fa)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm language="fa" />, '/', { session: { language: 'fa', direction: 'rtl' } });
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(assertive()).toHaveTextContent(/^۲ فیلد نیاز به بررسی دارد: موبایل، ایمیل$/));
    expect(assertive().textContent).not.toMatch(/[0-9]/);
    await waitFor(() => expect(screen.getByLabelText('موبایل')).toHaveFocus());
  });
});
