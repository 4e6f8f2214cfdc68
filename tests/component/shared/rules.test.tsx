import { Button, Checkbox, Form, Input, Select } from 'antd';
import { createIntl } from 'react-intl';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../utils/renderApp';
import { createRules, useRules } from '@/components/form/useRules';
import { dayjs } from '@/i18n/dayjs';
import { getCatalogues, loadFullCatalogues } from '@/i18n/messages';
import type { Locale } from '@/lib/locale';

const LABELS = {
  en: { mobile: 'Mobile', email: 'Email', website: 'Website', alias: 'Alias', terms: 'Terms', password: 'Password', confirm: 'Confirm' },
  fa: { mobile: 'موبایل', email: 'ایمیل', website: 'وب‌سایت', alias: 'نام مستعار', terms: 'قوانین', password: 'رمز', confirm: 'تکرار رمز' },
};

function SignUpForm({ locale }: { locale: Locale }) {
  const rules = useRules();
  const l = LABELS[locale];
  return (
    <Form>
      <Form.Item name="mobile" label={l.mobile} rules={[rules.required(l.mobile), rules.digits(l.mobile, 10)]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={l.email} rules={[rules.email(l.email)]}>
        <Input />
      </Form.Item>
      <Form.Item name="website" label={l.website} rules={[rules.url(l.website)]}>
        <Input />
      </Form.Item>
      <Form.Item name="alias" label={l.alias} rules={[rules.pattern(l.alias, /^[a-z0-9_-]+$/)]}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label={l.password}>
        <Input />
      </Form.Item>
      <Form.Item name="confirm" label={l.confirm} dependencies={['password']} rules={[rules.equalsField(l.confirm, 'password')]}>
        <Input />
      </Form.Item>
      <Form.Item name="terms" valuePropName="checked" rules={[rules.checkbox(l.terms)]}>
        <Checkbox>{l.terms}</Checkbox>
      </Form.Item>
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

const EXPECTED = {
  en: {
    required: 'Mobile Can not be empty!',
    checkbox: 'Terms Must be selected!',
    email: 'Email Email is not valid.',
    url: 'Website URL is not valid.',
    pattern: 'Alias Does not match pattern.',
    length: 'Mobile must be exactly 10 characters.',
    confirm: 'Confirm does not match.',
  },
  fa: {
    required: 'موبایل نمی‌تواند خالی باشد!',
    checkbox: 'قوانین باید انتخاب شود!',
    email: 'ایمیل معتبر نیست.',
    url: 'وب‌سایت نشانی اینترنتی معتبر نیست.',
    pattern: 'نام مستعار با الگو مطابقت ندارد.',
    length: 'موبایل باید دقیقاً ۱۰ نویسه باشد.',
    confirm: 'تکرار رمز مطابقت ندارد.',
  },
};

describe.each(['en', 'fa'] as const)('useRules in an antd Form (%s)', (locale) => {
  it('shows the spec messages: label plus generic text', async () => {
    const user = userEvent.setup();
    const l = LABELS[locale];
    const expected = EXPECTED[locale];
    renderWithProviders(<SignUpForm locale={locale} />, '/', { session: { language: locale, direction: locale === 'fa' ? 'rtl' : 'ltr' } });

    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText(expected.required)).toBeInTheDocument();
    expect(await screen.findByText(expected.checkbox)).toBeInTheDocument();

    await user.type(screen.getByLabelText(l.mobile), '912123');
    await user.type(screen.getByLabelText(l.email), 'not-an-email');
    await user.type(screen.getByLabelText(l.website), 'shop.test');
    await user.type(screen.getByLabelText(l.alias), 'Bad Alias');
    await user.type(screen.getByLabelText(l.password), 'secret1');
    await user.type(screen.getByLabelText(l.confirm), 'secret2');
    await user.click(screen.getByRole('button', { name: 'submit' }));

    expect(await screen.findByText(expected.length)).toBeInTheDocument();
    expect(await screen.findByText(expected.email)).toBeInTheDocument();
    expect(await screen.findByText(expected.url)).toBeInTheDocument();
    expect(await screen.findByText(expected.pattern)).toBeInTheDocument();
    expect(await screen.findByText(expected.confirm)).toBeInTheDocument();

    // Fixing the values clears the messages.
    await user.clear(screen.getByLabelText(l.confirm));
    await user.type(screen.getByLabelText(l.confirm), 'secret1');
    await user.type(screen.getByLabelText(l.mobile), '4567');
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => {
      expect(screen.queryByText(expected.confirm)).not.toBeInTheDocument();
      expect(screen.queryByText(expected.length)).not.toBeInTheDocument();
      expect(screen.queryByText(expected.checkbox)).not.toBeInTheDocument();
    });
  });
});

describe('required on list values in an antd Form', () => {
  it('accepts a non-empty list and rejects an empty one', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    function ListForm() {
      const rules = useRules();
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish} initialValues={{ roles: ['ADMIN'] }}>
          <Form.Item name="roles" label="Roles" rules={[rules.required('Roles')]}>
            <Select mode="multiple" options={[{ value: 'ADMIN' }, { value: 'COURIER' }]} />
          </Form.Item>
          <Button htmlType="submit">submit</Button>
          <Button onClick={() => form.setFieldsValue({ roles: [] })}>empty</Button>
        </Form>
      );
    }
    renderWithProviders(<ListForm />, '/', { session: { language: 'en', direction: 'ltr' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ roles: ['ADMIN'] }));
    await user.click(screen.getByRole('button', { name: 'empty' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Roles Can not be empty!')).toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

/** Runs an object rule's validator (every builder but equalsField returns one). */
async function validate(rule: unknown, value: unknown, getFieldValue: (name: string) => unknown = () => undefined): Promise<string | null> {
  const resolved = typeof rule === 'function' ? rule({ getFieldValue }) : rule;
  const { validator } = resolved as { validator: (rule: unknown, value: unknown) => Promise<void> };
  try {
    await validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('createRules validators', () => {
  const en = createRules(createIntl({ locale: 'en', messages: getCatalogues().en }));
  const fa = createRules(createIntl({ locale: 'fa', messages: getCatalogues().fa }));

  it.each([
    ['max text', en.max('Name', 3), 'abcd', 'Name cannot be longer than 3 characters.'],
    ['max text ok', en.max('Name', 3), 'abc', null],
    ['max number', en.max('Count', 10), 11, 'Count cannot be greater than 10.'],
    ['min number', en.min('Position', 1), 0, 'Position cannot be less than 1.'],
    ['min text', en.min('Code', 2), 'a', 'Code must be at least 2 characters.'],
    ['min list', en.min('Roles', 1), [] as string[], null], // empty is for `required`
    ['max list', en.max('Roles', 1), ['a', 'b'], 'Roles: choose at most 1.'],
    ['range low', en.range('Percent', 1, 100), '0', 'Percent cannot be less than 1.'],
    ['range high', en.range('Port', 3002, 3999), 4000, 'Port cannot be greater than 3999.'],
    ['range ok (Persian digits)', en.range('Percent', 1, 100), '۵۰', null],
    ['range not a number', en.range('Percent', 1, 100), 'x', 'Percent Does not match pattern.'],
    ['digits letters', en.digits('Postal code'), '12a', 'Postal code Does not match pattern.'],
    ['digits Persian ok', en.digits('Mobile', 10), '۹۱۲۱۲۳۴۵۶۷', null],
    ['numeric ok', en.numeric('Unit'), '-12.5', null],
    ['numeric leading zero', en.numeric('Unit'), '012', 'Unit Does not match pattern.'],
    ['numeric number value', en.numeric('Unit'), 12, null],
    ['national code ok', en.nationalCode('National code'), '0499370899', null],
    ['national code padded ok', en.nationalCode('National code'), '499370899', null],
    ['national code same digits', en.nationalCode('National code'), '1111111111', 'National code is not valid.'],
    ['national code checksum', en.nationalCode('National code'), '123', 'National code is not valid.'],
    ['national code letters', en.nationalCode('National code'), '12a', 'National code Does not match pattern.'],
    ['national code optional', en.nationalCode('National code'), '', null],
    ['json ok', en.jsonObject('Style'), '{"color":"red"}', null],
    ['json array', en.jsonObject('Style'), '[1]', 'Style Does not match pattern.'],
    ['email empty is fine', en.email('Email'), '', null],
    ['fa max', fa.max('نام', 100), 'x'.repeat(101), 'نام نمی‌تواند بیش از ۱۰۰ نویسه باشد.'],
    ['fa national code', fa.nationalCode('کد ملی'), '1111111111', 'کد ملی معتبر نیست.'],
  ])('%s', async (_name, rule, value, message) => {
    expect(await validate(rule, value)).toBe(message);
  });

  it('equalsField compares with the other field and accepts a custom message id', async () => {
    const values: Record<string, string> = { newPassword: 'abc' };
    const get = (name: string) => values[name];
    expect(await validate(en.equalsField('Confirmation', 'newPassword'), 'abc', get)).toBeNull();
    expect(await validate(en.equalsField('Confirmation', 'newPassword'), 'abd', get)).toBe('Confirmation does not match.');
    expect(await validate(en.equalsField('Confirmation', 'newPassword', 'validation.pattern'), 'abd', get)).toBe(
      'Confirmation Does not match pattern.',
    );
  });

  it('notBeforeToday refuses a day before today, Jalali or Gregorian, and accepts today and later', async () => {
    // its message is in the admin catalogue (loaded with the dashboard)
    await loadFullCatalogues();
    const admin = createRules(createIntl({ locale: 'en', messages: getCatalogues().en }));
    const today = dayjs();
    for (const day of [today, today.calendar('jalali')]) {
      expect(await validate(admin.notBeforeToday('Expiry date'), day.subtract(1, 'day'))).toBe('Expiry date must not be before today.');
      expect(await validate(admin.notBeforeToday('Expiry date'), day.startOf('day'))).toBeNull();
      expect(await validate(admin.notBeforeToday('Expiry date'), day.endOf('day'))).toBeNull();
      expect(await validate(admin.notBeforeToday('Expiry date'), day.add(1, 'day'))).toBeNull();
    }
    expect(await validate(admin.notBeforeToday('Expiry date'), null)).toBeNull();
  });

  it('required and checkbox carry the messages', async () => {
    expect(en.required('Mobile')).toMatchObject({ required: true });
    for (const empty of [undefined, null, '', '   ', [] as string[]]) {
      expect(await validate(en.required('Mobile'), empty)).toBe('Mobile Can not be empty!');
    }
    for (const filled of ['0', 0, false, ['ADMIN'], [{ lat: 1, lng: 2 }]]) {
      expect(await validate(en.required('Roles'), filled)).toBeNull();
    }
    expect(await validate(en.checkbox('Terms'), false)).toBe('Terms Must be selected!');
    expect(await validate(en.checkbox('Roles'), ['ADMIN'])).toBeNull();
  });
});
