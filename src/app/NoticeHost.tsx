/** antd's notification holder, loaded with the first notice (NotificationBridge); shows the queue, then each new notice. */
import { useCallback, useEffect, useRef } from 'react';
import { notification } from 'antd';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';

export default function NoticeHost({ pending, onReady }: { pending: readonly Notice[]; onReady: (show: (notice: Notice) => void) => void }) {
  const [api, holder] = notification.useNotification();
  const intl = useIntl();
  const shown = useRef(new WeakSet<Notice>());
  // The server may name a message by key (e.g. `server.addedToCart`): its text comes from site/v1/locale/{locale}.
  const { data: serverTexts } = useLocaleQuery(useAppSelector(selectLanguage));

  const show = useCallback(
    (notice: Notice) => {
      if (shown.current.has(notice)) return;
      shown.current.add(notice);
      const message = notice.message ?? '';
      const text = notice.messageId
        ? intl.formatMessage({ id: notice.messageId }, notice.values)
        : serverTexts && Object.hasOwn(serverTexts, message)
          ? serverTexts[message]
          : message;
      if (!text) return;
      api[notice.type]({
        // the same notice twice (two calls of one screen failing alike) shows once
        key: `${notice.type}:${text}`,
        // the text takes its own direction, isolated: an English message on a Persian page keeps its
        // full stop at its end, and a Persian one on an English page reads right to left
        title: <span dir="auto">{text}</span>,
        placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
        duration: notice.duration ?? 4.5,
      });
    },
    [api, intl, serverTexts],
  );

  useEffect(() => {
    pending.forEach(show);
    onReady(show);
  }, [pending, show, onReady]);

  return holder;
}
