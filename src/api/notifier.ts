/**
 * The wire layer cannot render; it publishes notifications here and the React tree (NotificationBridge)
 * shows them with antd's notification API inside the current ConfigProvider (direction, locale), or
 * with the site's own markup when antd's code cannot be had (offline before the service worker).
 * A notice carries either a server text (`message`) or a catalogue key (`messageId`) to translate.
 */
import type { ApiMessageType } from './schemas/envelope';

/** The server's message types are the notice types. */
export type NoticeType = ApiMessageType;
export interface Notice {
  type: NoticeType;
  message?: string;
  messageId?: string;
  values?: Record<string, string | number>;
  duration?: number;
  /**
   * The notice is about the missing connection ("could not reach the server", "this needs a
   * connection"): it is stale once the browser is back online, and closes then.
   */
  untilOnline?: boolean;
}
type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
const backlog: Notice[] = [];

export function notify(notice: Notice): void {
  if (listeners.size === 0) {
    backlog.push(notice);
    return;
  }
  listeners.forEach((listener) => listener(notice));
}

/** What a press that needs the server says while the browser is offline: nothing was sent. A new notice each press. */
export function needsConnection(): Notice {
  return { type: 'warning', messageId: 'offline.needsConnection', untilOnline: true };
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  while (backlog.length) listener(backlog.shift() as Notice);
  return () => {
    listeners.delete(listener);
  };
}
