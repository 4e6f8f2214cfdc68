/** The cart button decision (spec §4), the shipping-type rules (§5) and invoice creation from the policy form. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { COUPON_CODES, db, seededApiKey } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 15_000 };

function giveCart(userId: string) {
  const at = new Date().toISOString();
  db.carts.push({ id: `c-${userId}`, user: userId, product: 'pr1', store: 's1', count: 1, createdAt: at, updatedAt: at });
}

async function openDecision(userId: string) {
  const user = userEvent.setup();
  renderApp('/cart?language=en', { apiKey: seededApiKey(userId) });
  const button = await screen.findByText('Create invoice and pay', {}, SLOW);
  await user.click(button);
  return user;
}

function submitButton() {
  return screen.getAllByText('Create invoice').map((el) => el.closest('button')).find(Boolean)!;
}

function radio(type: string) {
  const el = screen.getByTestId(`shipping-${type}`);
  return el instanceof HTMLInputElement ? el : el.querySelector('input')!;
}

describe('cart button decision', { timeout: 90_000 }, () => {
  // Today at 12:30 Tehran time: inside the couriers' 9:00–16:00 window (deliveryWindow.test.tsx covers the edges).
  beforeEach(() => {
    const noon = new Date();
    noon.setUTCHours(9, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(noon);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a customer with an incomplete profile and offers /edit-user', async () => {
    giveCart('u7');
    const user = await openDecision('u7');
    expect(await screen.findByText('Your profile is incomplete. Please complete it.')).toBeInTheDocument();
    expect(screen.queryByText('Shipping policy')).not.toBeInTheDocument();
    await user.click(screen.getByText('Complete my profile'));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
  });

  it('gives staff the custom-invoice form with the shipping-type rules', async () => {
    giveCart('u2');
    await openDecision('u2');
    expect(await screen.findByText('Custom invoice', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByText('Expiry date')).toBeInTheDocument();
    await screen.findByTestId('shipping-PERSONALPEYK', {}, SLOW);
    expect(radio('IN_PERSON')).toBeDisabled();
    expect(radio('POST_PISHTAZ')).toBeDisabled();
    expect(radio('ALOPOST')).toBeEnabled();
    expect(radio('ALOPEYK')).toBeEnabled();
    await waitFor(() => expect(radio('PERSONALPEYK')).toBeChecked());
    expect(screen.queryByText('Your profile is incomplete. Please complete it.')).not.toBeInTheDocument();
  });

  it('staff with an incomplete profile still get the custom form', async () => {
    const admin = db.users.find((u) => u.id === 'u1')!;
    admin.addresses = [];
    giveCart('u1');
    await openDecision('u1');
    expect(await screen.findByText('Custom invoice', {}, SLOW)).toBeInTheDocument();
  });

  it('holds a press on Create invoice while the shipping types load: nothing sent, the field asked for; once they come one is chosen and the press goes through', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    server.use(http.get('*/ecommercemanagement/v1/shipping/list', () => held.then(() => undefined)));
    const user = await openDecision('u6');
    await user.click(await screen.findByText('I have read and accept the shipping policy', {}, SLOW));
    await user.click(screen.getByText('Next'));
    expect(await screen.findByText('Delivery address')).toBeInTheDocument();
    expect(screen.queryByTestId('shipping-PERSONALPEYK')).not.toBeInTheDocument();
    const before = db.invoices.length;
    await user.click(submitButton());
    const message = await screen.findByText('Shipping type Can not be empty!');
    expect(message.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(db.invoices.length).toBe(before);

    release();
    await waitFor(() => expect(radio('PERSONALPEYK')).toBeChecked(), SLOW);
    // the field is no longer in error (its message then leaves with antd's motion, which jsdom never ends)
    await waitFor(() => expect(radio('PERSONALPEYK').closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error'));
    await user.click(submitButton());
    await waitFor(() => expect(locationRef.current.pathname).toMatch(/^\/invoice\/\d+$/), SLOW);
    expect(db.invoices.at(-1)).toMatchObject({ user: 'u6', shippingType: 'PERSONALPEYK' });
  });

  it('takes a customer through the policy form; a bad coupon creates nothing, a good one opens the invoice', async () => {
    const user = await openDecision('u6');
    expect(await screen.findByText('I have read and accept the shipping policy', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByText('Next'));
    expect(await screen.findByText(/Must be selected!/)).toBeInTheDocument();
    await user.click(screen.getByText('I have read and accept the shipping policy'));
    await user.click(screen.getByText('Next'));
    expect(await screen.findByText('Delivery address')).toBeInTheDocument();
    expect(screen.getByText(/Plaque 12, unit 3, postal code 1969833114/)).toBeInTheDocument();
    await waitFor(() => expect(radio('PERSONALPEYK')).toBeChecked());
    // what will be invoiced and what it will ask for: the cart's lines and subtotal, the VAT, the
    // shipping price of the type chosen, the coupon's discount once its code is complete, the payable total
    const preview = screen.getByTestId('order-preview');
    const lines = db.carts.filter((c) => c.user === 'u6');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(lines.length);
    expect(within(preview).getByText('Cart subtotal')).toBeInTheDocument();
    expect(within(preview).getByText('Our courier', { exact: false })).toBeInTheDocument();
    expect(within(preview).getByText('VAT (9%)')).toBeInTheDocument();
    const total = within(preview).getByTestId('order-preview-total');
    await waitFor(() => expect(total).toHaveTextContent(/Payable amount[\d,]+ /));
    expect(within(preview).queryByTestId('order-preview-coupon')).not.toBeInTheDocument();

    const before = db.invoices.length;
    const code = screen.getByPlaceholderText('e.g. 12345');
    fireEvent.change(code, { target: { value: COUPON_CODES.expired } });
    const couponRow = await within(preview).findByTestId('order-preview-coupon');
    expect(couponRow).toHaveTextContent(COUPON_CODES.expired);
    expect(await within(couponRow).findByText('This discount code cannot be used.', {}, SLOW)).toBeInTheDocument();
    await user.click(submitButton());
    // the form's own check says it at the field too
    await waitFor(() => expect(screen.getAllByText('This discount code cannot be used.')).toHaveLength(2));
    expect(db.invoices.length).toBe(before);
    expect(db.carts.filter((c) => c.user === 'u6')).toHaveLength(3);

    fireEvent.change(code, { target: { value: COUPON_CODES.valid } });
    // the coupon's discount is in the total before the invoice exists
    await waitFor(() => expect(within(preview).getByTestId('order-preview-coupon')).toHaveTextContent(/− [\d,]+/), SLOW);
    await waitFor(() => expect(total).toHaveTextContent(/Payable amount[\d,]+ /));
    const shown = Number(total.textContent!.replace(/\D/g, ''));
    await user.click(submitButton());
    await waitFor(() => expect(locationRef.current.pathname).toBe('/invoice/3461'), SLOW);
    const created = db.invoices.at(-1)!;
    expect(created).toMatchObject({ invoiceNumber: 3461, user: 'u6', condition: 'WAITING_PAYMENT', shippingType: 'PERSONALPEYK', coupon: { code: '55555' } });
    // the total the form showed is the amount the server's invoice asks for (VAT and coupon included)
    expect(created.couponPrice).toBeGreaterThan(0);
    expect(shown).toBe(created.amount);
    expect(db.invoices.length).toBe(before + 1);
    expect(db.carts.filter((c) => c.user === 'u6')).toHaveLength(0);
    expect(await screen.findByText('Invoice 3461', {}, SLOW)).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-summary')).getByText('Discount code (55555)')).toBeInTheDocument();
  });
});
