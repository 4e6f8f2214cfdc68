/**
 * antd's notification holder, loaded with the first notice (NotificationBridge); shows the queue, then
 * each new notice, and closes the ones about the missing connection when the bridge says it is back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { notification } from 'antd';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { NOTICE_SECONDS, noticeKey, noticeText, type NoticeHostProps } from './noticeText';

export default function NoticeHost({ pending, onReady }: NoticeHostProps) {
  const [api, holder] = notification.useNotification();
  const intl = useIntl();
  const shown = useRef(new WeakSet<Notice>());
  /** the keys of the notices on screen that go stale when the connection is back */
  const untilOnline = useRef(new Set<string>());
  const { data: serverTexts } = useLocaleQuery(useAppSelector(selectLanguage));

  const show = useCallback(
    (notice: Notice) => {
      if (shown.current.has(notice)) return;
      shown.current.add(notice);
      const text = noticeText(notice, intl, serverTexts);
      if (!text) return;
      const key = noticeKey(notice, text);
      if (notice.untilOnline) untilOnline.current.add(key);
      api[notice.type]({
        key,
        // the text takes its own direction, isolated: an English message on a Persian page keeps its
        // full stop at its end, and a Persian one on an English page reads right to left
        title: <span dir="auto">{text}</span>,
        placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
        duration: notice.duration ?? NOTICE_SECONDS,
        onClose: () => untilOnline.current.delete(key),
      });
    },
    [api, intl, serverTexts],
  );
  const closeStale = useCallback(() => {
    untilOnline.current.forEach((key) => api.destroy(key));
    untilOnline.current.clear();
  }, [api]);

  useEffect(() => {
    pending.forEach(show);
    onReady({ show, closeStale });
  }, [pending, show, closeStale, onReady]);

  return holder;
}
