/**
 * Printing (customer spec §2, §9): a printable A4 variant (hidden on screen) and an 80 mm × 900 mm
 * receipt opened in a new window, both with Persian digits, both through react-to-print.
 */
import { forwardRef, useRef, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useReactToPrint } from 'react-to-print';
import type { CustomerInvoice } from '@/api/schemas';
import { config } from '@/config';
import { formatDate, isFaLocale } from '@/i18n/dayjs';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/number';
import { invoiceTotals, lineTotal } from '@/lib/pricing';
import { localMobile } from './labels';

/** The shop's address as printed: host and path, no scheme ('shop.example.ir'). */
function siteHost(): string {
  return config.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

const RECEIPT_PAGE = '@page { size: 80mm 900mm; margin: 0; } html, body { width: 80mm; margin: 0; }';
const PRINT_PAGE = '@page { size: A4; margin: 12mm; }';
const FONT = "Vazirmatn, 'Vazir', Tahoma, 'Segoe UI', sans-serif";

function useFormatters() {
  const intl = useIntl();
  const fa = isFaLocale(intl.locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (value: number | string | null | undefined) => `${formatNumber(value ?? 0, { persianDigits: true })} ${t('invoice.print.rial')}`;
  const digits = (value: string | number) => toPersianDigits(value);
  const date = (value: string | null | undefined) => (value ? toPersianDigits(formatDate(value, intl.locale, { withTime: true })) : '');
  return { t, money, digits, date, dir: fa ? ('rtl' as const) : ('ltr' as const) };
}

interface Props {
  invoice: CustomerInvoice;
  variant: 'page' | 'receipt';
}

/** The printable content; `variant` sets its width and type sizes. */
export const PrintableInvoice = forwardRef<HTMLDivElement, Props>(function PrintableInvoice({ invoice, variant }, ref) {
  const { t, money, digits, date, dir } = useFormatters();
  const sums = invoiceTotals(invoice);
  const receipt = variant === 'receipt';
  const cell: CSSProperties = { padding: receipt ? '2px 0' : '6px 8px', borderBottom: '1px dashed #999', textAlign: 'start', verticalAlign: 'top' };
  const row = (label: string, value: string, strong = false) => (
    <tr key={label}>
      <td style={{ padding: '2px 0' }}>{label}</td>
      <td style={{ padding: '2px 0', textAlign: 'end', fontWeight: strong ? 700 : 400 }}>{value}</td>
    </tr>
  );
  const owner = invoice.user;
  return (
    <div
      ref={ref}
      dir={dir}
      data-testid={`printable-${variant}`}
      style={{ fontFamily: FONT, color: '#000', width: receipt ? '72mm' : '100%', margin: receipt ? '0 auto' : 0, padding: receipt ? '4mm 0' : 0, fontSize: receipt ? 11 : 13 }}
    >
      <h2 style={{ textAlign: 'center', margin: '0 0 4px', fontSize: receipt ? 14 : 20 }}>{t('app.name')}</h2>
      {/* the website line (spec §9 receipt header: title, website, invoice number and date); an address reads left to right */}
      <div data-testid="print-website" style={{ textAlign: 'center', marginBottom: 4 }}>
        <bdi dir="ltr">{siteHost()}</bdi>
      </div>
      <div style={{ textAlign: 'center', marginBottom: 8 }}>{t('invoice.print.heading', { number: digits(invoice.invoiceNumber) })}</div>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 8 }}>
        <tbody>
          {row(t('invoice.field.createdAt'), date(invoice.createdAt))}
          {invoice.paymentAt ? row(t('invoice.field.paymentAt'), date(invoice.paymentAt)) : null}
          {row(t('invoice.field.condition'), t(`invoice.condition.${invoice.condition}`))}
          {owner ? row(t('invoice.field.owner'), `${owner.firstName} ${owner.lastName}`) : null}
          {owner?.mobile ? row(t('invoice.field.mobile'), digits(localMobile(owner.mobile))) : null}
        </tbody>
      </table>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 8 }}>
        <thead>
          <tr>
            <th style={cell}>{t('invoice.col.product')}</th>
            <th style={cell}>{t('invoice.col.count')}</th>
            {receipt ? null : <th style={cell}>{t('invoice.col.unitPrice')}</th>}
            <th style={cell}>{t('invoice.col.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.products.map((p, i) => (
            <tr key={`${p.alias}-${i}`}>
              <td style={cell}>{p.name}</td>
              <td style={cell}>{digits(p.productsCount)}</td>
              {receipt ? null : <td style={cell}>{money(Number(p.productsPrice) - Number(p.productsDiscount))}</td>}
              <td style={cell}>{money(lineTotal(p.productsCount, p.productsPrice, p.productsDiscount))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {row(t('invoice.sum.subtotal'), money(sums.subtotal))}
          {sums.couponPrice ? row(t('invoice.sum.coupon'), `− ${money(sums.couponPrice)}`) : null}
          {row(t('invoice.sum.vat', { percent: digits(Number(invoice.vat)) }), money(sums.vatPrice))}
          {row(t('invoice.sum.shipping'), money(sums.shippingPrice))}
          {row(t('invoice.sum.payable'), money(sums.payable), true)}
        </tbody>
      </table>
      <div style={{ textAlign: 'center', marginTop: 12 }}>{t('invoice.print.thanks')}</div>
    </div>
  );
});

/** Opens a new window and writes the printed document into it, then prints from there. */
function printInWindow(win: Window | null) {
  return async (iframe: HTMLIFrameElement) => {
    const doc = iframe.contentDocument;
    if (!win || win.closed || !doc) throw new Error('The receipt window could not be opened.');
    win.document.open();
    win.document.write(`<!doctype html>${doc.documentElement.outerHTML}`);
    win.document.close();
    win.focus();
    win.print();
  };
}

/** The two print actions and the hidden content they print. */
export function useInvoicePrinting(invoice: CustomerInvoice | undefined) {
  const intl = useIntl();
  const pageRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const receiptWindow = useRef<Window | null>(null);
  const title = invoice ? intl.formatMessage({ id: 'invoice.print.heading' }, { number: toPersianDigits(invoice.invoiceNumber) }) : '';

  const printPage = useReactToPrint({ contentRef: pageRef, documentTitle: title, pageStyle: PRINT_PAGE });
  const printReceiptInto = useReactToPrint({
    contentRef: receiptRef,
    documentTitle: title,
    pageStyle: RECEIPT_PAGE,
    print: (iframe) => printInWindow(receiptWindow.current)(iframe),
  });

  const printReceipt = () => {
    // Opened inside the click so that pop-up blockers allow it; react-to-print then fills it.
    receiptWindow.current = window.open('', 'invoice-receipt', 'width=380,height=760');
    printReceiptInto();
  };

  const hidden = invoice ? (
    <div style={{ display: 'none' }} aria-hidden>
      <PrintableInvoice ref={pageRef} invoice={invoice} variant="page" />
      <PrintableInvoice ref={receiptRef} invoice={invoice} variant="receipt" />
    </div>
  ) : null;

  return { printPage: () => printPage(), printReceipt, hidden };
}
