/**
 * Shows the notices the wire layer publishes, as antd notifications in the current language and
 * direction. antd's notification code (and its styles) loads with the first notice, not with the
 * page: until then the bridge only queues what arrives.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { subscribeNotices, type Notice } from '@/api/notifier';

const NoticeHost = lazy(() => import('./NoticeHost'));
/** The queue once the host shows notices itself: one value, so telling the bridge twice changes nothing. */
const NONE: readonly Notice[] = [];

export function NotificationBridge() {
  const [pending, setPending] = useState<readonly Notice[] | null>(null);
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
    // The same empty queue every time: a new [] would re-run the host's effect, which calls this
    // again, for ever (the tab spun at full CPU after its first notice).
    setPending(NONE);
  }, []);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost pending={pending} onReady={onReady} />
    </Suspense>
  );
}
