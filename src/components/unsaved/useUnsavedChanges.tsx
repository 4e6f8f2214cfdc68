/**
 * React side of the unsaved-changes guard (unsavedChanges.ts): `useUnsavedChanges(dirty)` for a form
 * page or a form modal, `useGuardedNavigate()` for code that navigates, and the dialogs in fa and en.
 * The dialogs use antd's App context (the dashboard layout provides it).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, type NavigateOptions } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { confirmLeave, markGuardedLocation, registerUnsaved, type GuardEntry } from './unsavedChanges';

export type GuardQuestion = 'leave' | 'discard' | 'language';

/**
 * The question itself: "Leave this page?" (leave), "Discard your changes?" (closing a form modal) or
 * "Switch the language?" (the form starts again with the record in the other language).
 */
export function useAskUnsaved(question: GuardQuestion = 'leave'): () => Promise<boolean> {
  const intl = useIntl();
  const { modal } = App.useApp();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: intl.formatMessage({ id: `guard.${question}.title` }),
          content: intl.formatMessage({ id: `guard.${question}.body` }),
          okText: intl.formatMessage({ id: `guard.${question}.ok` }),
          cancelText: intl.formatMessage({ id: 'guard.stay' }),
          okButtonProps: { danger: true },
          className: 'unsaved-guard-dialog',
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [intl, modal, question],
  );
}

/**
 * While `dirty`, leaving asks first: links, the sidebar, the back button, closing the tab, and code
 * that uses `useGuardedNavigate`. Pass false again after a successful save (or unmount the form).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const askLeave = useAskUnsaved('leave');
  const askLanguage = useAskUnsaved('language');
  const navigate = useNavigate();
  const { key } = useLocation();
  const entry = useMemo<GuardEntry>(
    () => ({ ask: (reason) => (reason === 'language' ? askLanguage() : askLeave()), go: (to) => void navigate(to) }),
    [askLeave, askLanguage, navigate],
  );
  useEffect(() => {
    if (!dirty) return undefined;
    return registerUnsaved(entry);
  }, [dirty, entry]);
  useEffect(() => {
    if (dirty) markGuardedLocation();
  }, [dirty, key]);
}

/** `navigate` that asks first when a form has unsaved changes. */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, options?: NavigateOptions) => {
      if (!(await confirmLeave())) return false;
      await navigate(to, options);
      return true;
    },
    [navigate],
  );
}
