/**
 * antd's notification holder, loaded with the first notice (NotificationBridge); shows the queue, then
 * each new notice, and closes the ones about the missing connection when the bridge says it is back. A
 * notice opens below the page's header (measured when it opens, src/components/pageEdges.ts), never over
 * the language switch, the cart or the avatar it would otherwise cover for seconds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notification } from 'antd';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { topCoveredTo } from '@/components/pageEdges';
import { NOTICE_SECONDS, noticeKey, noticeText, type NoticeHostProps } from './noticeText';

/** Room between the header's bottom edge (or the window's top) and a notice. */
const NOTICE_GAP = 12;

export default function NoticeHost({ pending, onReady }: NoticeHostProps) {
  // below the header and the bars at the top edge, as they are when the notice opens
  const [top, setTop] = useState(NOTICE_GAP);
  const [api, holder] = notification.useNotification({ top });
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
      setTop(topCoveredTo() + NOTICE_GAP);
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
