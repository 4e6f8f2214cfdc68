/** Links between the auth screens; the `redirect` query travels along. */
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/links';
import { useIntl } from 'react-intl';

export function AuthLink({ to, messageId }: { to: string; messageId: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = redirect ? `${to}?redirect=${encodeURIComponent(redirect)}` : to;
  return <Link to={target}>{intl.formatMessage({ id: messageId })}</Link>;
}
