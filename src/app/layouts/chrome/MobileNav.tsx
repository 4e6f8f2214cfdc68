/** The phone menu drawer: loaded only when a phone user opens the menu. */
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

export default function MobileNav({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Drawer open={open} onClose={onClose} placement={intl.locale === 'fa' ? 'right' : 'left'} size={260} title={<FormattedMessage id="app.name" />}>
      <div className="site-nav__drawer">{children}</div>
    </Drawer>
  );
}
