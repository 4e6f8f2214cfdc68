/** The 403 and 404 pages (spec §2, §8). */
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { usePageMeta } from './usePageMeta';
import { StatusPage } from './StatusPage';
import { paths } from '@/lib/paths';

function HomeButton() {
  return (
    <Link to={paths.home}>
      <Button type="primary">
        <FormattedMessage id="app.home" />
      </Button>
    </Link>
  );
}

export function NotFound() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage({ id: 'error.404.title' }), description: intl.formatMessage({ id: 'error.404.short' }), noIndex: true });
  return (
    <StatusPage
      code="404"
      title={<FormattedMessage id="error.404.title" />}
      subTitle={<FormattedMessage id="error.404.body" />}
      extra={<HomeButton />}
    />
  );
}

export function Forbidden() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage({ id: 'error.403.title' }), description: intl.formatMessage({ id: 'error.403.short' }), noIndex: true });
  return (
    <StatusPage
      code="403"
      tone="warning"
      title={<FormattedMessage id="error.403.title" />}
      subTitle={<FormattedMessage id="error.403.body" />}
      extra={<HomeButton />}
    />
  );
}
