import ExcelJS from 'exceljs';
import { buildWorkbook } from '@/features/admin/ecommerce/financialExport';
import { dailyReport, financialRow, moneyTotals } from '@/lib/financial';

const text = {
  header: (k: string) => k,
  shippingType: (t: string) => `T:${t}`,
  sheet: { invoices: 'Invoices', daily: 'Daily' },
  empty: 'No invoice matches this filter.',
  t: (id: string, values?: Record<string, string | number>) => `${id}:${JSON.stringify(values)}`,
};
const inv = (n: number, amount: number, paymentAt: string) => ({
  invoiceNumber: n,
  amount,
  shippingPrice: 10_000,
  couponPrice: 5_000,
  deductionPrice: 1_000,
  additionalPrice: 2_000,
  shippingType: 'PERSONALPEYK',
  paymentAt,
  user: { firstName: 'Sara', lastName: 'Ahmadi', address: { region: { id: 'rg1', name: 'Region 1' } } },
  shippingCourierInfo: { firstName: 'Ali', lastName: 'Courier' },
});
const invoices = [inv(1001, 100_000, '2026-11-01T08:00:00Z'), inv(1002, 200_000, '2026-11-01T10:00:00Z'), inv(1003, 300_000, '2026-11-03T08:00:00Z')];

async function read(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  const types: ExcelJS.ValueType[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
    types.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).type));
  });
  return { name: sheet.name, rows, types };
}

describe('financial rows', () => {
  it('derives the prices, sums the columns and groups by payment day', () => {
    const rows = invoices.map(financialRow);
    expect(rows[0]).toMatchObject({ productPrice: 85_000, purePrice: 101_000, customer: 'Sara Ahmadi', courier: 'Ali Courier', region: 'Region 1' });
    expect(moneyTotals(rows)).toMatchObject({ amount: 600_000, productPrice: 555_000, purePrice: 603_000, shippingPrice: 30_000 });
    const days = dailyReport(rows, (iso) => iso.slice(0, 10));
    expect(days.map((d) => [d.day, d.countInvoice, d.amount])).toEqual([['2026-11-01', 2, 300_000], ['2026-11-03', 1, 300_000]]);
  });
});

describe('spreadsheet export', () => {
  it('per invoice: a header row and one row per invoice, amounts in rial under a header naming it, the payment time a date cell with the Jalali date beside it in fa', async () => {
    const { name, rows, types } = await read(await buildWorkbook(invoices, 'invoices', 'fa', text));
    expect(name).toBe('Invoices');
    expect(rows[0][0]).toBe('invoiceNumber');
    expect(rows[0][3]).toBe('views.export.moneyHeader:{"header":"productPrice","unit":"ریال"}');
    expect(rows[0].slice(12, 14)).toEqual(['views.export.gregorianDate:{"header":"paymentAt"}', 'views.export.jalaliDate:{"header":"paymentAt"}']);
    expect(rows).toHaveLength(4);
    expect(rows[1].slice(0, 4)).toEqual([1001, 'Sara Ahmadi', 'Ali Courier', 85_000]);
    const paid = new Date(invoices[0].paymentAt);
    expect(rows[1][12]).toEqual(new Date(Date.UTC(paid.getFullYear(), paid.getMonth(), paid.getDate(), paid.getHours(), paid.getMinutes(), paid.getSeconds())));
    expect(types[1][12]).toBe(ExcelJS.ValueType.Date);
    expect(String(rows[1][13])).toMatch(/^۱۴۰۵\/۰۸\/۱۰/);
  });

  it('daily cumulative: one row per payment day', async () => {
    const { rows } = await read(await buildWorkbook(invoices, 'daily', 'en', text));
    // en: the day is a date cell alone (no Jalali column)
    expect(rows.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([[new Date(Date.UTC(2026, 10, 1)), 2, 300_000], [new Date(Date.UTC(2026, 10, 3)), 1, 300_000]]);
  });

  it('an empty filter gives the headers and a clear message', async () => {
    const { rows } = await read(await buildWorkbook([], 'invoices', 'en', text));
    expect(rows[0][0]).toBe('invoiceNumber');
    expect(rows[1][0]).toBe('No invoice matches this filter.');
  });
});

describe('export of 10,000 rows', () => {
  // In the browser exceljs' xlsx serialisation (one synchronous step) runs in a Web Worker
  // (tests/e2e/orders.spec.ts, 'financial export of 10,000 rows'). Here, without Worker, the in-page
  // fallback runs, whose row building is sliced.
  it('an export of 10,000 rows gives the event loop its turn while it builds the rows', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => inv(2000 + i, 100_000 + i, new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString()));
    // a count, not a time (the machine's speed changes times, not turns): a timer that runs while the
    // export works shows the row building is sliced, not one block
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 0);
    const bytes = await buildWorkbook(many, 'invoices', 'fa', text);
    clearInterval(timer);
    expect((await read(bytes)).rows).toHaveLength(10_001);
    expect(turns).toBeGreaterThan(5);
  }, 120_000);
});
