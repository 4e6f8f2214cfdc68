/**
 * antd's notification holder, loaded with the first notice (NotificationBridge); shows the queue, then
 * each new notice. A notice opens below the page's header (measured when it opens, src/components/pageEdges.ts),
 * never over the language switch, the cart or the avatar it would otherwise cover for seconds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notification } from 'antd';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { topCoveredTo } from '@/components/pageEdges';

/** Room between the header's bottom edge (or the window's top) and a notice. */
const NOTICE_GAP = 12;

export default function NoticeHost({ pending, onReady }: { pending: readonly Notice[]; onReady: (show: (notice: Notice) => void) => void }) {
  // below the header and the bars at the top edge, as they are when the notice opens
  const [top, setTop] = useState(NOTICE_GAP);
  const [api, holder] = notification.useNotification({ top });
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
      setTop(topCoveredTo() + NOTICE_GAP);
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
