/** What both notice hosts share: the text a notice shows, and how the bridge drives a host. */
import type { IntlShape } from 'react-intl';
import type { Notice } from '@/api/notifier';

/** A host's controls, handed to the bridge once the host is in. */
export interface NoticeControls {
  show: (notice: Notice) => void;
  /** closes the notices about the missing connection (Notice.untilOnline): the browser is back online */
  closeStale: () => void;
}

export interface NoticeHostProps {
  /** notices that came before the host was in, shown first */
  pending: readonly Notice[];
  onReady: (controls: NoticeControls) => void;
}

/**
 * The notice's text in the page's language: a catalogue key, or the server's text, which may itself
 * be a key of the server's locale texts (`server.addedToCart`, site/v1/locale/{locale}).
 */
export function noticeText(notice: Notice, intl: IntlShape, serverTexts: Record<string, string> | undefined): string {
  const message = notice.message ?? '';
  if (notice.messageId) return intl.formatMessage({ id: notice.messageId }, notice.values);
  return serverTexts && Object.hasOwn(serverTexts, message) ? serverTexts[message] : message;
}

/** The same notice twice (two calls of one screen failing alike) shows once. */
export const noticeKey = (notice: Notice, text: string) => `${notice.type}:${text}`;

/** Seconds a notice stays unless it says otherwise (antd's own default). */
export const NOTICE_SECONDS = 4.5;
