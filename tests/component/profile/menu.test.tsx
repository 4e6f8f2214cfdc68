/** Profile dropdown (badge, delivery switches, change password) and the staff new-order alerts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import { newOrderCount } from '@/features/profile/OrderAlerts';
import { renderApp } from '../../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };

async function openMenu(id: string, name: string, session: object = en) {
  renderApp('/token', { apiKey: seededApiKey(id), session });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, { timeout: 30_000 }));
  return { user, menu: await screen.findByRole('menu') };
}

/** The (lazily loaded) change-password dialog; found by its field because ids may repeat across renders. */
async function openDialog(): Promise<HTMLElement> {
  const field = await screen.findByLabelText('Current password', {}, { timeout: 20_000 });
  const dialog = field.closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).getByText('Change password')).toBeInTheDocument();
  return dialog;
}

describe('profile dropdown', () => {
  it('warns about an incomplete profile and shows no delivery switches to customers', async () => {
    const { menu } = await openMenu('u7', 'Amir Nouri');
    expect(within(menu).getByLabelText('Profile incomplete')).toBeInTheDocument();
    expect(within(menu).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(menu).getByText('Sessions')).toBeInTheDocument();
  }, 90_000);

  it('saves a delivery switch for staff and reloads the user', async () => {
    const { user, menu } = await openMenu('u2', 'Reza Karimi');
    const alopeyk = within(menu).getByRole('switch', { name: 'Alopeyk delivery' });
    expect(alopeyk).toBeChecked();
    expect(within(menu).getByRole('switch', { name: 'Alopost delivery' })).not.toBeChecked();
    await user.click(within(menu).getByText('Alopeyk delivery'));
    await waitFor(() => expect(db.users.find((u) => u.id === 'u2')!.setting.alopeyk.enable).toBe(false));
    expect(db.users.find((u) => u.id === 'u2')!.setting.alopost.enable).toBe(false);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Alopeyk delivery' })).not.toBeChecked());
  }, 90_000);

  it('changes the password in a dialog: confirmation must match, digits are converted', async () => {
    const { user, menu } = await openMenu('u6', 'Zahra Mohammadi');
    await user.click(within(menu).getByText('Change password'));
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'Passw0rd!');
    await user.type(within(dialog).getByLabelText('New password'), 'Green۱۲۳');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Green124');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Confirm new password does not match.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Green۱۲۳');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.users.find((u) => u.id === 'u6')!.password).toBe('Green123'));
    await waitFor(() => expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument());
  }, 90_000);

  it('keeps the dialog open with what was typed when the current password is wrong', async () => {
    const { user, menu } = await openMenu('u6', 'Zahra Mohammadi');
    await user.click(within(menu).getByText('Change password'));
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.type(within(dialog).getByLabelText('New password'), 'x1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'x1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('wrong');
    expect(db.users.find((u) => u.id === 'u6')!.password).toBe('Passw0rd!');
  }, 90_000);
});

describe('staff new-order alerts', () => {
  // Every new order the server holds (paid, not opened), not just the 20 of the first page.
  const unseen = () => db.invoices.filter((i) => i.payment && !i.view).length;

  it('shows the count of new orders in Persian digits to the configured staff user on desktop', async () => {
    db.invoices.forEach((inv, i) => (inv.view = i % 2 === 0));
    const expected = unseen();
    expect(expected).toBeGreaterThan(20);
    renderApp('/token', { apiKey: seededApiKey('u2'), session: { isMobile: false } });
    const digits = String(expected).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(await screen.findByText(`${digits} سفارش جدید در انتظار است.`, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('سفارش‌های جدید')).toBeInTheDocument();
  }, 90_000);

  it.each([
    ['another staff user', 'u1', false],
    ['the configured user on a phone', 'u2', true],
  ])('stays quiet for %s', async (_name, id, isMobile) => {
    db.invoices.forEach((inv) => (inv.view = false));
    renderApp('/token', { apiKey: seededApiKey(id as string), session: { isMobile: isMobile as boolean } });
    await screen.findByRole('columnheader', { name: /مرورگر/ }, { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.queryByText('سفارش‌های جدید')).not.toBeInTheDocument();
  }, 90_000);

  it('counts what the server reports as new, not the page of 20', () => {
    expect(newOrderCount({ docs: [{ view: false }, { view: false }] as never, total: 57 })).toBe(57);
    expect(newOrderCount({ docs: [], total: 0 })).toBe(0);
    expect(newOrderCount(undefined)).toBe(0);
  });
});
