/** Shown for a screen whose issue has not landed yet (the registry points unbuilt names here). */
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useScreenName } from '@/components/screenContext';

export default function NotBuilt() {
  const name = useScreenName();
  return (
    <Result
      status="info"
      title={<FormattedMessage id="app.notBuilt.title" />}
      subTitle={<FormattedMessage id="app.notBuilt.body" values={{ name }} />}
    />
  );
}
