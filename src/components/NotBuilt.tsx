/** Shown for a screen whose issue has not landed yet (the registry points unbuilt names here). */
import { StatusPage } from './StatusPage';
import { FormattedMessage } from 'react-intl';
import { useScreenName } from '@/components/screenContext';

export default function NotBuilt() {
  const name = useScreenName();
  return (
    <StatusPage
      title={<FormattedMessage id="app.notBuilt.title" />}
      subTitle={<FormattedMessage id="app.notBuilt.body" values={{ name }} />}
    />
  );
}
