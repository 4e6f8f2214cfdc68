/**
 * The notices in the site's own markup, for when antd's notification code cannot be had: offline
 * before the service worker keeps the site's files, its chunk does not arrive, and "this needs a
 * connection" must still be said. Part of the first load (a list, a timer and a close button), so it
 * needs no chunk itself. Each notice is announced (an alert for warnings and errors, a status else),
 * placed where antd places its notices, and closes after its time, on its button, or, for a notice
 * about the missing connection, when the bridge says the browser is back online.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice, NoticeType } from '@/api/notifier';
import { useLocaleQuery } from '@/api/services/site';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { NOTICE_SECONDS, noticeKey, noticeText, type NoticeHostProps } from './noticeText';
import './plainNotices.css';

interface Shown {
  key: string;
  type: NoticeType;
  text: string;
  untilOnline: boolean;
}

export function PlainNoticeHost({ pending, onReady }: NoticeHostProps) {
  const intl = useIntl();
  const { data: serverTexts } = useLocaleQuery(useAppSelector(selectLanguage));
  const [list, setList] = useState<readonly Shown[]>([]);
  const shown = useRef(new WeakSet<Notice>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const close = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setList((all) => all.filter((n) => n.key !== key));
  }, []);

  const show = useCallback(
    (notice: Notice) => {
      if (shown.current.has(notice)) return;
      shown.current.add(notice);
      const text = noticeText(notice, intl, serverTexts);
      if (!text) return;
      const key = noticeKey(notice, text);
      // the same notice again replaces the one on screen and starts its time again
      setList((all) => [...all.filter((n) => n.key !== key), { key, type: notice.type, text, untilOnline: Boolean(notice.untilOnline) }]);
      clearTimeout(timers.current.get(key));
      const seconds = notice.duration ?? NOTICE_SECONDS;
      if (seconds > 0) timers.current.set(key, setTimeout(() => close(key), seconds * 1000));
    },
    [intl, serverTexts, close],
  );
  const closeStale = useCallback(() => {
    setList((all) => {
      all.filter((n) => n.untilOnline).forEach((n) => clearTimeout(timers.current.get(n.key)));
      return all.filter((n) => !n.untilOnline);
    });
  }, []);

  useEffect(() => {
    pending.forEach(show);
    onReady({ show, closeStale });
  }, [pending, show, closeStale, onReady]);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  if (!list.length) return null;
  return (
    <div className="plain-notices">
      {list.map((notice) => (
        <div key={notice.key} className={`plain-notice plain-notice--${notice.type}`} role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'} data-testid="notice">
          <span dir="auto">{notice.text}</span>
          <button type="button" className="plain-notice__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => close(notice.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
