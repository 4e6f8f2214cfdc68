/**
 * A centred spinner for lazy screens and pending guards. Its own markup and styles, not antd's Spin:
 * it is the fallback of every lazy screen, so it is in every page's first load, where antd's Spin
 * brought 3 KB (gzip) of script for a ring and a word. Still turning only when the visitor allows motion.
 */
import { useIntl } from 'react-intl';
import './pageSpinner.css';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className={`page-spinner${fullScreen ? ' page-spinner--full' : ''}`}>
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="page-spinner__text">{intl.formatMessage({ id: 'app.loading' })}</span>
    </div>
  );
}
