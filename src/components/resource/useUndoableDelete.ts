/**
 * Delete with undo, so a mistaken delete costs nothing: after the spec's confirmation the rows disappear at once and a notice
 * with "Undo" stays for `UNDO_MS`. Only when it ends is the delete sent (`commit`); Undo sends nothing
 * and brings the rows back. Leaving first sends the pending deletes at once (`leave`): on `pagehide`
 * (tab closed, reload, another site: keepalive) and when the list unmounts (route change). Rows whose
 * delete failed come back (`commit` resolves with them).
 */
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App, Button } from 'antd';
import { useIntl } from 'react-intl';

export const UNDO_MS = 5000;

/** Sends the deletes; resolves with the rows whose delete failed (they are shown again). */
export type CommitDelete<T> = (records: T[]) => Promise<T[]>;
/** Sends the pending deletes at once because the list is being left (`pagehide`: the page is going). */
export type LeaveDelete<T> = (records: T[], pagehide: boolean) => void;

interface Pending<T> {
  records: T[];
  commit: CommitDelete<T>;
  timer: ReturnType<typeof setTimeout>;
  onUndo?(): void;
}

let notices = 0;

export function useUndoableDelete<T extends { id: string }>(leave: LeaveDelete<T>) {
  const intl = useIntl();
  const { notification } = App.useApp();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending<T>>());
  const leaveRef = useRef(leave);
  const notificationRef = useRef(notification);
  useLayoutEffect(() => {
    leaveRef.current = leave;
    notificationRef.current = notification;
  });

  const show = useCallback((records: readonly T[], on: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      records.forEach((r) => (on ? next.delete(r.id) : next.add(r.id)));
      return next;
    });
  }, []);

  const fire = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      pending.current.delete(key);
      notification.destroy(key);
      void entry.commit(entry.records).then(
        (failed) => show(failed, true),
        () => show(entry.records, true),
      );
    },
    [notification, show],
  );

  const undo = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(key);
      notification.destroy(key);
      show(entry.records, true);
      entry.onUndo?.();
    },
    [notification, show],
  );

  /** Hides the rows now and sends `commit` when the undo notice ends. */
  const remove = useCallback(
    (records: T[], commit: CommitDelete<T>, onUndo?: () => void) => {
      if (!records.length) return;
      notices += 1;
      const key = `resource-undo-${notices}`;
      show(records, false);
      pending.current.set(key, { records, commit, onUndo, timer: setTimeout(() => fire(key), UNDO_MS) });
      notification.open({
        key,
        type: 'info',
        title: intl.formatMessage({ id: 'bulk.deleted' }, { count: intl.formatNumber(records.length) }),
        duration: UNDO_MS / 1000,
        showProgress: true,
        pauseOnHover: false,
        closable: false,
        actions: createElement(Button, { type: 'primary', size: 'small', onClick: () => undo(key) }, intl.formatMessage({ id: 'bulk.undo' })),
      });
    },
    [intl, notification, show, fire, undo],
  );

  // leaving: the pending deletes go at once
  useEffect(() => {
    const flush = (pagehide: boolean) => {
      const entries = [...pending.current.entries()];
      pending.current.clear();
      entries.forEach(([key, entry]) => {
        clearTimeout(entry.timer);
        notificationRef.current.destroy(key);
      });
      const records = entries.flatMap(([, entry]) => entry.records);
      if (records.length) leaveRef.current(records, pagehide);
    };
    const onPageHide = () => flush(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
    };
  }, []);

  return { hidden, remove };
}
