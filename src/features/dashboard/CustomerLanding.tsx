/**
 * /dashboard for a user without a chart role (a customer, a courier): never an empty page. What the
 * profile still lacks (with the way to fill it in), the latest invoices (each opens its invoice; the
 * list is one click away) and the usual next steps.
 */
import { useMemo } from 'react';
import { Button, Card, Col, Empty, Progress, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleFilled, EditOutlined, FileTextOutlined, KeyOutlined, ShopOutlined, ShoppingCartOutlined, WarningFilled } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useInLanguage, useNavigate } from '@/components/links';
import type { CurrentUser, CustomerInvoice as Invoice } from '@/api/schemas';
import { useInvoiceListQuery } from '@/api/services/invoice';
import { ConditionTag } from '@/components/invoice';
import { DateText } from '@/components/JalaliDate';
import { LoadError } from '@/components/LoadError';
import { hasAnswer, listEmptyText, listLoading } from '@/components/listState';
import { Money } from '@/components/Money';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/state/hooks';
import { selectCartCount } from '@/state/selectors';
import { profileCompleteness } from './profileCompleteness';

const LATEST = 5;

function ProfileCard({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inLanguage = useInLanguage();
  const { complete, missing, percent } = profileCompleteness(user);
  return (
    <Card
      className="dash-card"
      size="small"
      title={<h3 className="dash-card__title"><FormattedMessage id="dashboard.profile.title" /></h3>}
      data-testid="profile-completeness"
      data-complete={complete}
    >
      <div className="dash-profile">
        <Progress
          type="circle"
          size={76}
          percent={percent}
          aria-label={intl.formatMessage({ id: 'dashboard.profile.title' })}
          status={complete ? 'success' : 'normal'}
          format={(p) => intl.formatNumber((p ?? 0) / 100, { style: 'percent' })}
        />
        <div className="dash-profile__text">
          {complete ? (
            <Typography.Paragraph>
              <CheckCircleFilled className="dash-ok" aria-hidden /> <FormattedMessage id="dashboard.profile.complete" />
            </Typography.Paragraph>
          ) : (
            <>
              <Typography.Paragraph>
                <WarningFilled className="dash-warn" aria-hidden /> <FormattedMessage id="dashboard.profile.incomplete" />
              </Typography.Paragraph>
              {missing.length > 0 && (
                <div className="dash-profile__missing" aria-label={intl.formatMessage({ id: 'dashboard.profile.missing' })}>
                  <Typography.Text type="secondary">
                    <FormattedMessage id="dashboard.profile.missing" />
                  </Typography.Text>{' '}
                  {missing.map((field) => (
                    <Tag key={field} data-testid="missing-field">
                      <FormattedMessage id={`dashboard.field.${field}`} />
                    </Tag>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </div>
      {/* a link that looks like a button: an <a> for the browser, a router navigation on click */}
      <Button
        type={complete ? 'default' : 'primary'}
        icon={<EditOutlined aria-hidden />}
        href={String(inLanguage(paths.editUser))}
        onClick={(event) => {
          event.preventDefault();
          void navigate(paths.editUser);
        }}
      >
        <FormattedMessage id={complete ? 'dashboard.profile.edit' : 'dashboard.profile.completeIt'} />
      </Button>
    </Card>
  );
}

function LatestInvoices({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const list = useInvoiceListQuery({ page: 1, limit: LATEST, sorter: 'createdAt,desc', filters: { users: [user.id], publish: true } });
  const columns = useMemo<TableColumnsType<Invoice>>(
    () => [
      {
        key: 'invoiceNumber',
        title: intl.formatMessage({ id: 'dashboard.invoices.number' }),
        render: (_v, r) => <Link to={paths.invoice(r.invoiceNumber)}>{intl.formatNumber(r.invoiceNumber, { useGrouping: false })}</Link>,
      },
      { key: 'amount', title: intl.formatMessage({ id: 'dashboard.invoices.amount' }), render: (_v, r) => <Money value={r.amount} /> },
      { key: 'condition', title: intl.formatMessage({ id: 'dashboard.invoices.condition' }), render: (_v, r) => <ConditionTag condition={r.condition} /> },
      { key: 'createdAt', title: intl.formatMessage({ id: 'dashboard.invoices.createdAt' }), responsive: ['sm'], render: (_v, r) => <DateText value={r.createdAt} /> },
    ],
    [intl],
  );
  const failed = list.isError && list.data === undefined;
  const none = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="dashboard.invoices.none" />}>
      <Link to={paths.shop}>
        <FormattedMessage id="dashboard.links.shop" />
      </Link>
    </Empty>
  );
  const rows = list.data?.docs ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Card
      className="dash-card"
      size="small"
      title={<h3 className="dash-card__title"><FormattedMessage id="dashboard.invoices.title" /></h3>}
      extra={total > 0 ? <Link to={paths.invoices}><FormattedMessage id="dashboard.invoices.all" values={{ count: total }} /></Link> : undefined}
      data-testid="latest-invoices"
    >
      {failed ? (
        <LoadError error={list.error} what={<FormattedMessage id="dashboard.invoices.title" />} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : hasAnswer(list) && rows.length === 0 ? (
        none
      ) : (
        // before its first answer the table says nothing (antd's generic "No data" is not true yet), after it
        // an empty answer says what is missing, in the app's words
        <Table<Invoice>
          size="small"
          rowKey="invoiceNumber"
          columns={columns}
          dataSource={rows}
          loading={listLoading(list)}
          pagination={false}
          locale={{ emptyText: listEmptyText(list, none) }}
        />
      )}
    </Card>
  );
}

function Shortcuts() {
  const cartCount = useAppSelector(selectCartCount);
  const intl = useIntl();
  const links = [
    { to: paths.shop, icon: <ShopOutlined aria-hidden />, id: 'shop' },
    { to: paths.cart, icon: <ShoppingCartOutlined aria-hidden />, id: 'cart', count: cartCount },
    { to: paths.invoices, icon: <FileTextOutlined aria-hidden />, id: 'invoices' },
    { to: paths.token, icon: <KeyOutlined aria-hidden />, id: 'token' },
  ];
  return (
    <nav className="dash-links" aria-label={intl.formatMessage({ id: 'dashboard.links.title' })}>
      {links.map((link) => (
        <Link key={link.id} to={link.to} className="dash-links__item">
          {link.icon}
          <span>
            <FormattedMessage id={`dashboard.links.${link.id}`} />
            {link.count ? ` (${intl.formatNumber(link.count)})` : ''}
          </span>
        </Link>
      ))}
    </nav>
  );
}

export function CustomerLanding({ user }: { user: CurrentUser }) {
  return (
    <div className="dash-landing" data-testid="customer-landing">
      <Typography.Title level={2} className="dash-landing__hello">
        <FormattedMessage id="dashboard.hello" values={{ name: [user.firstName, user.lastName].filter(Boolean).join(' ') }} />
      </Typography.Title>
      <Shortcuts />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <ProfileCard user={user} />
        </Col>
        <Col xs={24} lg={15}>
          <LatestInvoices user={user} />
        </Col>
      </Row>
    </div>
  );
}
