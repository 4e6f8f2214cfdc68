/** A centred spinner for lazy screens and pending guards. */
import { Spin } from 'antd';
import { useIntl } from 'react-intl';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <Spin size="large" description={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
