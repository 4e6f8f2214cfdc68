/** The coupon field opens the full keyboard (codes may hold letters), not a numeric keypad. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { CouponField } from '@/features/cart/InvoiceFields';
import { renderWithProviders } from '../../utils/renderApp';

it('asks for a text keyboard and keeps letters, Persian digits becoming Latin', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Form>
      <CouponField />
    </Form>,
    '/?language=en',
    { session: { language: 'en', direction: 'ltr' } },
  );
  const code = screen.getByLabelText('Discount code');
  expect(code).toHaveAttribute('inputmode', 'text');
  expect(code).not.toHaveAttribute('inputmode', 'numeric');
  await user.type(code, 'Ab۱2c');
  expect(code).toHaveValue('Ab12c');
});
