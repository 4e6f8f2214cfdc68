/**
 * /invoice/{invoiceNumber}: breakdown, state, dates, owner, delivery and map; re-fetched every 60 s
 * (and on language change, globally). Pay (PASARGAD) only while WAITING_PAYMENT. Unknown invoices and
 * other customers' invoices show the 404 page.
 */
import { useRef, useState } from 'react';
import { Button, Col, Row, Space, Typography } from 'antd';
import { CreditCardOutlined, PrinterOutlined, FileTextOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePaymentRequestMutation, useInvoiceQuery } from '@/api/services/invoice';
import { NotFound } from '@/components/ErrorPages';
import { isRefusal, LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { toLatinDigits } from '@/lib/digits';
import { ConditionTag, DeliveryCard, DetailsCard, InvoiceMap, ProductsCard, useInvoicePrinting } from '@/components/invoice';
import { goToProvider, paymentTarget } from './payment';
import { usePaymentReturn } from './usePaymentReturn';
import '@/components/invoice/invoice.css';

export const INVOICE_POLLING_MS = 60_000;

function parseNumber(value: string | undefined): number | null {
  const text = toLatinDigits(value ?? '');
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export default function InvoiceView() {
  const intl = useIntl();
  const { variable } = useParams();
  const invoiceNumber = parseNumber(variable);
  const { ready } = usePaymentReturn(invoiceNumber);
  const { data: invoice, error, isLoading, isFetching, refetch } = useInvoiceQuery(invoiceNumber ?? 0, {
    skip: invoiceNumber === null || !ready,
    pollingInterval: INVOICE_POLLING_MS,
  });
  const [requestPayment] = usePaymentRequestMutation();
  const [paying, setPaying] = useState(false);
  // the second click of a double click can come before the render that disables the button: a ref
  // decides at once, the state shows it
  const payingNow = useRef(false);
  const printing = useInvoicePrinting(invoice);

  if (invoiceNumber === null) return <NotFound />;
  if (error && !invoice) {
    if (isRefusal(error)) return <NotFound />;
    return (
      <div className="invoice-page">
        <LoadError error={error} what={<FormattedMessage id="loadError.what.invoice" />} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (!ready || isLoading || !invoice) return <PageSpinner />;

  const pay = async () => {
    if (payingNow.current) return;
    payingNow.current = true;
    setPaying(true);
    try {
      const answer = await requestPayment({ payment: 'PASARGAD', invoiceNumber }).unwrap();
      const target = paymentTarget(answer, { invoiceNumber, language: intl.locale.startsWith('fa') ? 'fa' : 'en' });
      if (!target) throw new Error('no target');
      goToProvider(target);
    } catch {
      payingNow.current = false;
      setPaying(false);
    }
  };

  return (
    <div className="invoice-page">
      <div className="invoice-head">
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            <FormattedMessage id="invoice.title" values={{ number: intl.formatNumber(invoiceNumber, { useGrouping: false }) }} />
          </Typography.Title>
          <ConditionTag condition={invoice.condition} />
        </Space>
        <Space wrap>
          {invoice.condition === 'WAITING_PAYMENT' ? (
            <Button type="primary" icon={<CreditCardOutlined />} loading={paying} onClick={pay}>
              <FormattedMessage id="invoice.pay" />
            </Button>
          ) : null}
          <Button icon={<PrinterOutlined />} onClick={printing.printPage}>
            <FormattedMessage id="invoice.print" />
          </Button>
          <Button icon={<FileTextOutlined />} onClick={printing.printReceipt}>
            <FormattedMessage id="invoice.receipt" />
          </Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ProductsCard invoice={invoice} />
        </Col>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <DetailsCard invoice={invoice} />
            <DeliveryCard invoice={invoice} />
          </Space>
        </Col>
        <Col xs={24}>
          <InvoiceMap invoice={invoice} />
        </Col>
      </Row>
      {printing.hidden}
    </div>
  );
}
