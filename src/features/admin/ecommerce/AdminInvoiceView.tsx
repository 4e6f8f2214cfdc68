/**
 * Admin invoice view (admin spec §2 Invoices, §3, §9): the shared invoice sheet plus the staff prices
 * (productPrice = amount − shipping − coupon, purePrice = amount − deduction + additional), shipping
 * duration as hh:mm, courier, screenshot, map, back, print (receipt), refreshed every 60 s; ALOPEYK
 * orders with a courier-service id get "cancel temporarily" and "cancel always".
 */
import { Button, Card, Col, Descriptions, Popconfirm, Row, Space, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { useAdminInvoiceQuery, useAlopeykCancelMutation } from '@/api/services/ecommerceOrders';
import type { Invoice } from '@/api/schemas';
import { NotFound } from '@/components/ErrorPages';
import { isRefusal, LoadError } from '@/components/LoadError';
import { ConditionTag, DeliveryCard, DetailsCard, InvoiceMap, ProductsCard, useInvoicePrinting } from '@/components/invoice';
import '@/components/invoice/invoice.css';
import { Money } from '@/components/Money';
import { PageSpinner } from '@/components/PageSpinner';
import { listReturnPath } from '@/lib/listReturn';
import { toLatinDigits } from '@/lib/digits';
import { derivedPrices } from '@/lib/pricing';
import { paths } from '@/lib/paths';

export const ADMIN_INVOICE_POLLING_MS = 60_000;

export function StaffPricesCard({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { productPrice, purePrice } = derivedPrices(invoice);
  const items = [
    { key: 'productPrice', label: t('orders.field.productPrice'), children: <span data-testid="productPrice"><Money value={productPrice} /></span> },
    { key: 'shippingPrice', label: t('orders.field.shippingPrice'), children: <Money value={invoice.shippingPrice} /> },
    { key: 'couponPrice', label: t('orders.field.couponPrice'), children: <Money value={invoice.couponPrice ?? 0} /> },
    { key: 'amount', label: t('orders.field.amount'), children: <Money value={invoice.amount} /> },
    { key: 'deductionPrice', label: t('orders.field.deductionPrice'), children: <Money value={invoice.deductionPrice ?? 0} /> },
    { key: 'additionalPrice', label: t('orders.field.additionalPrice'), children: <Money value={invoice.additionalPrice ?? 0} /> },
    { key: 'purePrice', label: t('orders.field.purePrice'), children: <strong data-testid="purePrice"><Money value={purePrice} /></strong> },
    ...(invoice.description ? [{ key: 'description', label: t('orders.field.description'), children: invoice.description }] : []),
  ];
  return (
    <Card title={<FormattedMessage id="orders.view.prices" />} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

function AlopeykActions({ invoice }: { invoice: Invoice }) {
  const [cancel, { isLoading, originalArgs }] = useAlopeykCancelMutation();
  const orderId = invoice.shipping?.information?.id;
  if (invoice.shippingType !== 'ALOPEYK' || !orderId) return null;
  const run = (always: boolean) => void cancel({ orderId: String(orderId), invoiceNumber: Number(invoice.invoiceNumber), always }).unwrap().catch(() => undefined);
  return (
    <>
      <Popconfirm title={<FormattedMessage id="common.confirmAction" />} onConfirm={() => run(false)}>
        <Button loading={isLoading && originalArgs?.always === false}>
          <FormattedMessage id="orders.view.cancelTemporarily" />
        </Button>
      </Popconfirm>
      <Popconfirm title={<FormattedMessage id="common.confirmAction" />} onConfirm={() => run(true)}>
        <Button danger loading={isLoading && originalArgs?.always === true}>
          <FormattedMessage id="orders.view.cancelAlways" />
        </Button>
      </Popconfirm>
    </>
  );
}

export default function AdminInvoiceView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { variable } = useParams();
  const text = toLatinDigits(variable ?? '');
  const valid = /^\d+$/.test(text) && Number(text) > 0;
  const { data: invoice, error, isLoading, isFetching, refetch } = useAdminInvoiceQuery(text, { skip: !valid, pollingInterval: ADMIN_INVOICE_POLLING_MS });
  const printing = useInvoicePrinting(invoice);
  const rtl = intl.locale.startsWith('fa');

  if (!valid) return <NotFound />;
  if (error && !invoice) {
    if (isRefusal(error)) return <NotFound />;
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Button icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={() => navigate(listReturnPath(paths.adminInvoices))}>
          <FormattedMessage id="orders.view.back" />
        </Button>
        <LoadError error={error} what={<FormattedMessage id="loadError.what.invoice" />} onRetry={() => void refetch()} retrying={isFetching} />
      </Space>
    );
  }
  if (isLoading || !invoice) return <PageSpinner />;

  return (
    <div className="invoice-page" data-testid="admin-invoice-view">
      <div className="invoice-head">
        <Space wrap align="center">
          <Button icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={() => navigate(listReturnPath(paths.adminInvoices))}>
            <FormattedMessage id="orders.view.back" />
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            <FormattedMessage id="invoice.title" values={{ number: intl.formatNumber(Number(invoice.invoiceNumber), { useGrouping: false }) }} />
          </Typography.Title>
          <ConditionTag condition={invoice.condition} />
        </Space>
        <Space wrap>
          <AlopeykActions invoice={invoice} />
          <Button icon={<PrinterOutlined />} onClick={printing.printPage}>
            <FormattedMessage id="invoice.print" />
          </Button>
          <Button type="primary" icon={<FileTextOutlined />} onClick={printing.printReceipt}>
            <FormattedMessage id="invoice.receipt" />
          </Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ProductsCard invoice={invoice} />
            <StaffPricesCard invoice={invoice} />
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <DetailsCard invoice={invoice} />
            <DeliveryCard invoice={invoice} durationMode="hh:mm" />
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
