/**
 * A centred spinner for lazy screens and pending guards. Its own markup and styles, not antd's Spin:
 * it is the fallback of every lazy screen, so it is in every page's first load, where antd's Spin
 * brought 3 KB (gzip) of script for a ring and a word. Still turning only when the visitor allows motion.
 *
 * The full-page one (the app starting; index.html shows the same from its first paint,
 * src/app/server/loading.tsx) never spins forever: after a while a plain link reloads the page. It
 * works without the app's script, which is what has failed when that spinner stays (a file that did
 * not arrive): the stylesheet reveals it, and an empty href is the page's own address.
 */
import { useIntl } from 'react-intl';
import './pageSpinner.css';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className={`page-spinner${fullScreen ? ' page-spinner--full' : ''}`}>
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="page-spinner__text">{intl.formatMessage({ id: 'app.loading' })}</span>
      {fullScreen && (
        // an empty href is the page's own address (HTML's "same document" reference), query included: the
        // rule wants a "valid" address, and no other reloads this page without a script
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a className="page-spinner__reload" href="">
          {intl.formatMessage({ id: 'deploy.newVersion.reload' })}
        </a>
      )}
    </div>
  );
}
