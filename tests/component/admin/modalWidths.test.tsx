/**
 * The form modal is 450 wide and the filter modal 400 (admin §1), the coupon add
 * and invoice edit modals included; a wider one names its reason in the resource.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededApiKey } from '@mocks/db';
import { adminInvoiceResource } from '@/features/admin/ecommerce/AdminInvoiceList';
import Coupon, { couponResource } from '@/features/admin/ecommerce/Coupon';
import { regionResource } from '@/features/admin/reference/Region';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('declares no width for the coupon and invoice forms; an exception carries its reason', () => {
  expect(couponResource.form?.wide).toBeUndefined();
  expect(adminInvoiceResource.form?.wide).toBeUndefined();
  expect(regionResource.form?.wide?.reason).toMatch(/map/);
});

it('opens the coupon add modal 450 wide and its filter 400 wide', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(<Coupon />, '/ecommerce-management/coupon?language=en', admin);
  await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 20_000 }));
  const add = await screen.findByRole('dialog');
  expect(add.closest('.ant-modal')).toHaveStyle({ width: '450px' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const filters = await screen.findAllByRole('dialog');
  expect(filters.at(-1)!.closest('.ant-modal')).toHaveStyle({ width: '400px' });
}, 60_000);
