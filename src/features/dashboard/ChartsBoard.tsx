/**
 * The charts of the user's roles (admin spec §6): shop (invoice total, delivery-service credit,
 * payments by day and by user), files (by type, uploads by day), posts (by author, by day). Each card
 * runs its own call: one failing shows its own error with retry while the others render.
 * Loaded lazily by Dashboard (it brings recharts).
 */
import { useMemo, type ReactNode } from 'react';
import { Col, Row, Statistic } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useFileDayChartQuery,
  useFileTypeChartQuery,
  useInvoiceDayChartQuery,
  useInvoiceUserChartQuery,
  usePostDayChartQuery,
  usePostUserChartQuery,
} from '@/api/services/dashboard';
import { useAlopeykCreditQuery } from '@/api/services/ecommerceOrders';
import { formatMoney } from '@/components/Money';
import { useAppSelector } from '@/state/hooks';
import { selectDirection } from '@/state/selectors';
import { ChartCard } from './ChartCard';
import { authorPoints, creditInRial, dayPoints, fileTypePoints, invoiceSummary, paymentPoints } from './chartData';
import type { ChartGroup } from './chartRoles';
import { DayArea, DayBars, Donut, PALETTE, RankBars, type ChartProps } from './charts';

/** Locale formatting shared by the charts: Persian digits in fa, compact axis ticks. */
function useFormats() {
  const intl = useIntl();
  const rtl = useAppSelector(selectDirection) === 'rtl';
  return useMemo(() => {
    const number = (n: number) => intl.formatNumber(n);
    const compact = (n: number) => intl.formatNumber(n, { notation: 'compact', maximumFractionDigits: 1 });
    const money = (n: number) => formatMoney(n, intl.locale);
    const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id: `dashboard.${id}` }, values);
    return { rtl, number, compact, money, t, locale: intl.locale };
  }, [intl, rtl]);
}

type Formats = ReturnType<typeof useFormats>;

const counting = (f: Formats, valueName: string): Omit<ChartProps, 'points'> => ({
  rtl: f.rtl,
  formatTick: f.number,
  formatValue: f.number,
  valueName,
});

function Section({ id, children }: { id: ChartGroup; children: ReactNode }) {
  const headingId = `dash-section-${id}`;
  return (
    <section className="dash-section" aria-labelledby={headingId} data-testid={`chart-group-${id}`}>
      <h2 id={headingId} className="dash-section__title">
        <FormattedMessage id={`dashboard.group.${id}`} />
      </h2>
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

const half = { xs: 24, lg: 12 };

function ShopCharts({ f }: { f: Formats }) {
  const byUser = useInvoiceUserChartQuery();
  const byDay = useInvoiceDayChartQuery();
  const credit = useAlopeykCreditQuery();
  const summary = useMemo(() => (byUser.data ? invoiceSummary(byUser.data) : null), [byUser.data]);
  const users = useMemo(() => paymentPoints(byUser.data ?? []), [byUser.data]);
  const days = useMemo(() => dayPoints(byDay.data ?? [], f.locale, 'amount'), [byDay.data, f.locale]);
  const money = { rtl: f.rtl, formatTick: f.compact, formatValue: f.money, formatCount: (count: number) => f.t('paidInvoices', { count }) };
  return (
    <Section id="ecommerce">
      <Col xs={24} sm={12}>
        <ChartCard id="invoice-total" title={f.t('chart.invoiceTotal')} query={byUser} empty={false}>
          <Statistic value={summary?.amount ?? 0} formatter={() => <span data-testid="invoice-total">{f.money(summary?.amount ?? 0)}</span>} />
          <div className="dash-card__note">{f.t('paidInvoices', { count: summary?.count ?? 0 })}</div>
        </ChartCard>
      </Col>
      <Col xs={24} sm={12}>
        <ChartCard id="delivery-credit" title={f.t('chart.deliveryCredit')} query={credit} empty={false}>
          <Statistic value={credit.data ?? 0} formatter={() => <span data-testid="delivery-credit">{f.money(creditInRial(credit.data ?? 0))}</span>} />
          <div className="dash-card__note">{f.t('creditNote')}</div>
        </ChartCard>
      </Col>
      <Col {...half}>
        <ChartCard id="payments-day" title={f.t('chart.paymentsByDay')} query={byDay} empty={days.length === 0}>
          <DayArea points={days} {...money} valueName={f.t('amount')} />
        </ChartCard>
      </Col>
      <Col {...half}>
        <ChartCard id="payments-user" title={f.t('chart.paymentsByUser')} query={byUser} empty={users.length === 0}>
          <RankBars points={users} {...money} valueName={f.t('amount')} />
        </ChartCard>
      </Col>
    </Section>
  );
}

function FileCharts({ f }: { f: Formats }) {
  const byType = useFileTypeChartQuery();
  const byDay = useFileDayChartQuery();
  const types = useMemo(() => fileTypePoints(byType.data ?? []), [byType.data]);
  const days = useMemo(() => dayPoints(byDay.data ?? [], f.locale), [byDay.data, f.locale]);
  return (
    <Section id="files">
      <Col {...half}>
        <ChartCard id="file-type" title={f.t('chart.filesByType')} query={byType} empty={types.length === 0}>
          <Donut points={types} {...counting(f, f.t('files'))} />
        </ChartCard>
      </Col>
      <Col {...half}>
        <ChartCard id="file-day" title={f.t('chart.filesByDay')} query={byDay} empty={days.length === 0}>
          <DayBars points={days} {...counting(f, f.t('files'))} color={PALETTE[5]} />
        </ChartCard>
      </Col>
    </Section>
  );
}

function PostCharts({ f }: { f: Formats }) {
  const byUser = usePostUserChartQuery();
  const byDay = usePostDayChartQuery();
  const authors = useMemo(() => authorPoints(byUser.data ?? []), [byUser.data]);
  const days = useMemo(() => dayPoints(byDay.data ?? [], f.locale), [byDay.data, f.locale]);
  return (
    <Section id="posts">
      <Col {...half}>
        <ChartCard id="post-user" title={f.t('chart.postsByAuthor')} query={byUser} empty={authors.length === 0}>
          <RankBars points={authors} {...counting(f, f.t('posts'))} color={PALETTE[4]} />
        </ChartCard>
      </Col>
      <Col {...half}>
        <ChartCard id="post-day" title={f.t('chart.postsByDay')} query={byDay} empty={days.length === 0}>
          <DayBars points={days} {...counting(f, f.t('posts'))} color={PALETTE[6]} />
        </ChartCard>
      </Col>
    </Section>
  );
}

export default function ChartsBoard({ groups }: { groups: readonly ChartGroup[] }) {
  const f = useFormats();
  return (
    <div className="dash-board">
      {groups.includes('ecommerce') && <ShopCharts f={f} />}
      {groups.includes('files') && <FileCharts f={f} />}
      {groups.includes('posts') && <PostCharts f={f} />}
    </div>
  );
}
