/** The clear empty state of a page whose plugin is missing or unpublished. */
import { Button, Empty } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/links';
import { paths } from '@/lib/paths';

export function PluginEmpty() {
  return (
    <Empty
      className="page-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="page-empty__title"><FormattedMessage id="pages.plugin.emptyTitle" /></strong>
          <span className="page-empty__body"><FormattedMessage id="pages.plugin.emptyBody" /></span>
        </>
      }
    >
      <Link to={paths.home}>
        <Button type="primary"><FormattedMessage id="pages.backHome" /></Button>
      </Link>
    </Empty>
  );
}
