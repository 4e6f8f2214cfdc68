/**
 * The wire layer cannot render; it publishes notifications here and the React tree (NotificationBridge)
 * shows them with antd's notification API inside the current ConfigProvider (direction, locale).
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

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  while (backlog.length) listener(backlog.shift() as Notice);
  return () => {
    listeners.delete(listener);
  };
}
