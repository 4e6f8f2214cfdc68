/* eslint-disable testing-library/prefer-screen-queries -- menu queries are scoped to the one open antd dropdown through within() */
/** Invoice administration: row-menu conditions, the staff's derived prices, the §5 edit rules. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canChangeStep, canRemind } from '@/features/admin/ecommerce/AdminInvoiceList';
import { derivedPrices } from '@/lib/pricing';
import { locationRef, renderApp } from '../../utils/renderApp';

import { admin, find, listOf, openMenu } from './invoiceRows';


describe('row-menu conditions', () => {
  it('offers change step only when published and paid, remind only when published and waiting', () => {
    expect(canChangeStep({ publish: true, payment: true })).toBe(true);
    expect(canChangeStep({ publish: false, payment: true })).toBe(false);
    expect(canChangeStep({ publish: true, payment: false })).toBe(false);
    expect(canRemind({ publish: true, condition: 'WAITING_PAYMENT' })).toBe(true);
    expect(canRemind({ publish: true, condition: 'PAID' })).toBe(false);
    expect(canRemind({ publish: false, condition: 'WAITING_PAYMENT' })).toBe(false);
  });

  it('a paid order offers change step (not remind) and advancing it reaches the record', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const inv = find((i) => i.publish && i.payment);
    inv.step = 'RECEIVE_ORDER';
    renderApp(listOf(inv.invoiceNumber), admin);
    const { menu } = await openMenu(inv.invoiceNumber, user);
    expect(menu.queryByRole('menuitem', { name: /Remind/ })).toBeNull();
    await user.click(menu.getByRole('menuitem', { name: /Change step/ }));
    await user.click((await screen.findAllByRole('button', { name: 'OK' })).at(-1) as HTMLElement);
    await waitFor(() => expect(inv.step).toBe('PREPARING'));
  }, 120_000);

  it('a waiting, published invoice offers remind and not change step', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const inv = find((i) => i.publish && !i.payment && i.condition === 'WAITING_PAYMENT' && Date.parse(i.expireAt) > Date.now() + 86_400_000 * 365 * 10 || i.user === 'u6' && i.condition === 'WAITING_PAYMENT');
    inv.publish = true;
    renderApp(listOf(inv.invoiceNumber), admin);
    const { menu } = await openMenu(inv.invoiceNumber, user);
    expect(menu.queryByRole('menuitem', { name: /Change step/ })).toBeNull();
    expect(menu.getByRole('menuitem', { name: /Remind/ })).toBeInTheDocument();
  }, 120_000);

  it('an unpublished paid order offers neither', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const inv = find((i) => i.payment);
    inv.publish = false;
    renderApp(listOf(inv.invoiceNumber), admin);
    const { menu } = await openMenu(inv.invoiceNumber, user);
    expect(menu.queryByRole('menuitem', { name: /Change step/ })).toBeNull();
    expect(menu.queryByRole('menuitem', { name: /Remind/ })).toBeNull();
  }, 120_000);
});

describe('derived prices', () => {
  it('productPrice = amount − shipping − coupon; purePrice = amount − deduction + additional', () => {
    expect(derivedPrices({ amount: 1_000_000, shippingPrice: 50_000, couponPrice: 20_000, deductionPrice: 30_000, additionalPrice: 5_000 })).toEqual({
      productPrice: 930_000,
      purePrice: 975_000,
    });
    expect(derivedPrices({ amount: '200000', shippingPrice: null, couponPrice: undefined })).toEqual({ productPrice: 200_000, purePrice: 200_000 });
  });

  it('the admin view shows them, with the duration as hh:mm', async () => {
    const inv = find((i) => i.payment && i.couponPrice > 0);
    inv.deductionPrice = 30_000;
    inv.additionalPrice = 5_000;
    inv.shippingDuration = 5430;
    renderApp(`/ecommerce-management/invoice/${inv.invoiceNumber}?language=en`, admin);
    const product = await screen.findByTestId('productPrice', {}, { timeout: 30_000 });
    const fmt = (n: number) => n.toLocaleString('en-US');
    expect(product).toHaveTextContent(fmt(inv.amount - inv.shippingPrice - inv.couponPrice));
    expect(screen.getByTestId('purePrice')).toHaveTextContent(fmt(inv.amount - 30_000 + 5_000));
    expect(screen.getByText('01:30')).toBeInTheDocument();
    // Opening a paid order marks it seen (no longer a new order).
    await waitFor(() => expect(inv.view).toBe(true));
  }, 120_000);

  it('Back on an invoice returns to the list as it was left: its filter and sorter', async () => {
    const inv = find((i) => i.payment);
    const user = userEvent.setup();
    renderApp(`${listOf(inv.invoiceNumber)}&sorter=invoiceNumber,asc`, admin);
    await user.click(await screen.findByRole('link', { name: String(inv.invoiceNumber) }, { timeout: 30_000 }));
    await screen.findByTestId('productPrice', {}, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/ecommerce-management/invoice'));
    const search = new URLSearchParams(locationRef.current.search);
    expect(search.get('filters')).toBe(JSON.stringify({ invoiceNumber: inv.invoiceNumber }));
    expect(search.get('sorter')).toBe('invoiceNumber,asc');
    expect(search.get('language')).toBe('en');
    expect(await screen.findByRole('link', { name: String(inv.invoiceNumber) }, { timeout: 30_000 })).toBeInTheDocument();
  }, 120_000);
});

describe('edit rules', () => {
  it('requires a courier for a paid PERSONALPEYK invoice, and keeps the modal open with what was typed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const inv = find((i) => i.payment && i.shippingType === 'PERSONALPEYK' && !!i.courier);
    renderApp(listOf(inv.invoiceNumber), admin);
    const { menu } = await openMenu(inv.invoiceNumber, user);
    await user.click(menu.getByRole('menuitem', { name: /^(edit\s*)?Edit$/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.type(description, 'typed note');
    // Clear the courier: the select's clear icon.
    const courierItem = within(dialog).getByText('Courier').closest('.ant-form-item') as HTMLElement;
    await user.hover(courierItem.querySelector('.ant-select') as HTMLElement);
    await user.click(courierItem.querySelector('.ant-select-clear') as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: /OK|Save/ }));
    expect(await within(dialog).findByText(/Courier.*Can not be empty!/)).toBeInTheDocument();
    expect(description).toHaveValue('typed note');
    expect(inv.courier).not.toBeNull();

  }, 120_000);
});
