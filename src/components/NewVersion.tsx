/**
 * "A new version of the site is available", with a reload button: one component and one message for
 * both ways a tab learns of a deploy. As a page (`variant="page"`): a chunk of this page is missing even
 * after a reload (newVersion.ts). As a banner (`variant="banner"`): the new build's service worker is
 * waiting (src/app/serviceWorker.ts, which passes its own reload: the guard's question first, then the
 * new worker takes over). A plain reload is asked about by the unsaved-changes guard's `beforeunload`.
 */
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { StatusPage } from './StatusPage';
import './newVersion.css';

const reloadPage = () => window.location.reload();

export function NewVersion({ variant = 'page', onReload = reloadPage, onLater }: { variant?: 'page' | 'banner'; onReload?: () => unknown; onLater?: () => void }) {
  const reload = (
    <Button type="primary" onClick={() => void onReload()}>
      <FormattedMessage id="deploy.newVersion.reload" />
    </Button>
  );
  if (variant === 'page') {
    return <StatusPage tone="warning" title={<FormattedMessage id="deploy.newVersion.title" />} subTitle={<FormattedMessage id="deploy.newVersion.body" />} extra={reload} />;
  }
  return (
    <section className="new-version-banner" role="alert" aria-labelledby="new-version-title">
      <h2 id="new-version-title" className="new-version-banner__title">
        <FormattedMessage id="deploy.newVersion.title" />
      </h2>
      <p className="new-version-banner__body">
        <FormattedMessage id="deploy.newVersion.ready" />
      </p>
      <div className="new-version-banner__actions">
        {reload}
        {onLater && (
          <Button onClick={onLater}>
            <FormattedMessage id="deploy.newVersion.later" />
          </Button>
        )}
      </div>
    </section>
  );
}
