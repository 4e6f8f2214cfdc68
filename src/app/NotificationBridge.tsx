/**
 * Shows the notices the wire layer publishes, as antd notifications in the current language and
 * direction. antd's notification code (and its styles) loads with the first notice, not with the
 * page: until then the bridge only queues what arrives.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { subscribeNotices, type Notice } from '@/api/notifier';

const NoticeHost = lazy(() => import('./NoticeHost'));

export function NotificationBridge() {
  const [pending, setPending] = useState<Notice[] | null>(null);
  const show = useRef<((notice: Notice) => void) | null>(null);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        if (show.current) show.current(notice);
        else setPending((list) => [...(list ?? []), notice]);
      }),
    [],
  );
  const onReady = useCallback((fn: (notice: Notice) => void) => {
    show.current = fn;
    setPending([]);
  }, []);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost pending={pending} onReady={onReady} />
    </Suspense>
  );
}
