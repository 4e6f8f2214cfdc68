/**
 * The unsaved-changes guard of a form modal: `changed` goes to the Form's `onValuesChange`, `close` to
 * the Modal's `onCancel` (Cancel, ×, Esc, the mask). A modal with changes asks "Discard your changes?"
 * before it closes, and leaving the page (links, back button, the tab) asks too while it is open.
 * A successful save closes the modal through its own path (the guard goes with it).
 */
import { useCallback, useState } from 'react';
import { useAskUnsaved, useUnsavedChanges } from './useUnsavedChanges';

export interface DirtyFormModal {
  dirty: boolean;
  changed(): void;
  close(): void;
  /** The form started again (the record in another language): nothing is changed any more. */
  reset(): void;
}

export function useDirtyFormModal(onClose: () => void): DirtyFormModal {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const ask = useAskUnsaved('discard');
  const changed = useCallback(() => setDirty(true), []);
  const reset = useCallback(() => setDirty(false), []);
  const close = useCallback(() => {
    if (!dirty) {
      onClose();
      return;
    }
    void ask().then((discard) => {
      if (discard) onClose();
    });
  }, [ask, dirty, onClose]);
  return { dirty, changed, close, reset };
}
