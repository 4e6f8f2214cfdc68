/** The couriers' order window (spec §1, §9): own courier and courier service only 9:00–16:00 Tehran time. */
import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { ShippingTypeField } from '@/features/cart/InvoiceFields';
import { seededApiKey } from '@mocks/db';
import { renderWithProviders } from '../../utils/renderApp';

function Harness() {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <ShippingTypeField form={form} />
    </Form>
  );
}

function radio(type: string) {
  const el = screen.getByTestId(`shipping-${type}`);
  return el instanceof HTMLInputElement ? el : el.querySelector('input')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('delivery window', { timeout: 60_000 }, () => {
  it.each([
    ['08:59', '2026-11-23T05:29:00Z', false],
    ['09:00', '2026-11-23T05:30:00Z', true],
    ['15:59', '2026-11-23T12:29:00Z', true],
    ['16:00', '2026-11-23T12:30:00Z', false],
  ])('at %s Tehran time the couriers are offered: %s', async (_label, iso, open) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(iso));
    renderWithProviders(<Harness />, '/', { apiKey: seededApiKey('u6'), session: { language: 'en' } });
    await screen.findByTestId('shipping-PERSONALPEYK', {}, { timeout: 20_000 });
    for (const type of ['PERSONALPEYK', 'ALOPEYK']) {
      const reason = screen.queryByTestId(`shipping-${type}-reason`);
      expect((radio(type) as HTMLInputElement).disabled).toBe(!open);
      expect(reason === null).toBe(open);
      expect(reason?.textContent ?? '').toContain(open ? '' : 'couriers take orders from 9:00 to 16:00, Tehran time');
    }
    // the postal option stays, and the form picks the first usable type
    expect(radio('ALOPOST')).toBeEnabled();
    await waitFor(() => expect(radio(open ? 'PERSONALPEYK' : 'ALOPOST')).toBeChecked());
  });
});
