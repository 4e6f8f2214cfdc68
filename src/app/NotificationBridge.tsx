/** Shows the notices the wire layer publishes, as antd notifications in the current language and direction. */
import { useEffect } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { subscribeNotices } from '@/api/notifier';

export function NotificationBridge() {
  const { notification } = App.useApp();
  const intl = useIntl();

  useEffect(
    () =>
      subscribeNotices((notice) => {
        const text = notice.messageId ? intl.formatMessage({ id: notice.messageId }, notice.values) : (notice.message ?? '');
        if (!text) return;
        notification[notice.type]({
          // the same notice twice (two calls of one screen failing alike) shows once
          key: `${notice.type}:${text}`,
          title: text,
          placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
          duration: notice.duration ?? 4.5,
        });
      }),
    [notification, intl],
  );
  return null;
}
