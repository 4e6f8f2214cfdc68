/** Shows the notices the wire layer publishes, as antd notifications in the current language and direction. */
import { useEffect } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { subscribeNotices } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';

export function NotificationBridge() {
  const { notification } = App.useApp();
  const intl = useIntl();
  // The server may name a message by key (e.g. `server.addedToCart`): its text comes from site/v1/locale/{locale}.
  const { data: serverTexts } = useLocaleQuery(useAppSelector(selectLanguage));

  useEffect(
    () =>
      subscribeNotices((notice) => {
        const message = notice.message ?? '';
        const text = notice.messageId
          ? intl.formatMessage({ id: notice.messageId }, notice.values)
          : serverTexts && Object.hasOwn(serverTexts, message)
            ? serverTexts[message]
            : message;
        if (!text) return;
        notification[notice.type]({
          // the same notice twice (two calls of one screen failing alike) shows once
          key: `${notice.type}:${text}`,
          title: text,
          placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
          duration: notice.duration ?? 4.5,
        });
      }),
    [notification, intl, serverTexts],
  );
  return null;
}
