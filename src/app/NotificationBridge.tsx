/**
 * Shows the notices the wire layer publishes, as antd notifications in the current language and
 * direction. antd's notification code (and its styles) loads with the first notice, not with the
 * page: until then the bridge only queues what arrives. When that code cannot be had (offline before
 * the service worker keeps the site's files), the notices are shown in the site's own markup
 * (PlainNoticeHost, part of the first load): a notice never depends on a chunk that might not arrive.
 * Back online, the notices about the missing connection close (Notice.untilOnline): they are stale.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { subscribeNotices, type Notice } from '@/api/notifier';
import { PlainNoticeHost } from './PlainNoticeHost';
import type { NoticeControls, NoticeHostProps } from './noticeText';

/** The host `load` brings, or the site's own when it cannot be had. */
export function noticeHostFrom(load: () => Promise<{ default: ComponentType<NoticeHostProps> }>) {
  return lazy(() => load().catch(() => ({ default: PlainNoticeHost })));
}
// the import on its own: Vite wraps an `import()` and what is chained on it together with the preload of
// the chunk's styles, so a catch chained there would not see the styles fail
const NoticeHost = noticeHostFrom(() => import('./NoticeHost'));
/** The queue once the host shows notices itself: one value, so telling the bridge twice changes nothing. */
const NONE: readonly Notice[] = [];

export function NotificationBridge({ Host = NoticeHost }: { Host?: ComponentType<NoticeHostProps> }) {
  const [pending, setPending] = useState<readonly Notice[] | null>(null);
  const host = useRef<NoticeControls | null>(null);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        if (host.current) host.current.show(notice);
        else setPending((list) => [...(list ?? []), notice]);
      }),
    [],
  );
  useEffect(() => {
    const backOnline = () => {
      host.current?.closeStale();
      setPending((list) => (list && list !== NONE ? list.filter((notice) => !notice.untilOnline) : list));
    };
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);
  const onReady = useCallback((controls: NoticeControls) => {
    host.current = controls;
    // The same empty queue every time: a new [] would re-run the host's effect, which calls this
    // again, for ever (the tab spun at full CPU after its first notice).
    setPending(NONE);
  }, []);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <Host pending={pending} onReady={onReady} />
    </Suspense>
  );
}
