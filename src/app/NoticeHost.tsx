/** antd's notification holder, loaded with the first notice (NotificationBridge); shows the queue, then each new notice. */
import { useCallback, useEffect, useRef } from 'react';
import { notification } from 'antd';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/notifier';

export default function NoticeHost({ pending, onReady }: { pending: Notice[]; onReady: (show: (notice: Notice) => void) => void }) {
  const [api, holder] = notification.useNotification();
  const intl = useIntl();
  const shown = useRef(new WeakSet<Notice>());

  const show = useCallback(
    (notice: Notice) => {
      if (shown.current.has(notice)) return;
      shown.current.add(notice);
      const text = notice.messageId ? intl.formatMessage({ id: notice.messageId }, notice.values) : (notice.message ?? '');
      if (!text) return;
      api[notice.type]({
        title: text,
        placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
        duration: notice.duration ?? 4.5,
      });
    },
    [api, intl],
  );

  useEffect(() => {
    pending.forEach(show);
    onReady(show);
  }, [pending, show, onReady]);

  return holder;
}
