/** Shown when a chunk of this page is missing even after a reload: the site was updated (newVersion.ts). */
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { StatusPage } from './StatusPage';

export function NewVersion() {
  return (
    <StatusPage
      tone="warning"
      title={<FormattedMessage id="deploy.newVersion.title" />}
      subTitle={<FormattedMessage id="deploy.newVersion.body" />}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="deploy.newVersion.reload" />
        </Button>
      }
    />
  );
}
