/** The invoice-number filter's minimum is a value of 1, not a length of 1. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceFilter } from '@/features/invoice/InvoiceFilter';
import { renderWithProviders } from '../../utils/renderApp';

describe('invoice filter: invoice number', () => {
  it('refuses 0 with the minimum message and applies 1', async () => {
    const user = userEvent.setup();
    const applied = vi.fn();
    renderWithProviders(<InvoiceFilter open initial={{}} onApply={applied} onClose={() => undefined} />, '/', { session: { language: 'en' } });
    const box = await screen.findByRole('textbox', { name: 'Invoice number' });
    await user.type(box, '0');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Invoice number cannot be less than 1.')).toBeInTheDocument();
    expect(applied).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '1');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(applied).toHaveBeenCalled());
    expect(applied.mock.calls[0][0]).toMatchObject({ invoiceNumber: '1' });
  });
});
