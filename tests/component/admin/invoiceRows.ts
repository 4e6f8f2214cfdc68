/** The admin invoice list as the invoice tests open it: a signed-in admin, one invoice by number, its row menu. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import type { InvoiceRecord } from '@mocks/db';

export const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
export const listOf = (n: number) => `/ecommerce-management/invoice?language=en&filters=${encodeURIComponent(JSON.stringify({ invoiceNumber: n }))}`;
export const find = (test: (i: InvoiceRecord) => boolean) => db.invoices.find(test)!;

/** Opens the row's operations menu: the open dropdown that holds this list's operations (antd keeps closed ones around). */
export async function openMenu(invoiceNumber: number, user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByRole('link', { name: String(invoiceNumber) }, { timeout: 30_000 })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  let open: HTMLElement | undefined;
  await waitFor(() => {
    open = Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)')).find((d) => d.textContent.includes('Copy payment link'));
    expect(open).toBeDefined();
  });
  return { menu: within(open as HTMLElement), row };
}
