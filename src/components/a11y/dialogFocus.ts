/**
 * Focus stays in an open modal dialog, as WCAG's focus order asks. antd's dialogs and drawers (role="dialog",
 * aria-modal="true") pull focus back only when it lands elsewhere in the page; a Tab from their last
 * control at the end of the document left the page (to the body or the browser's own bar). This one
 * capture listener, for every modal of the app, wraps Tab from the last control to the first and
 * Shift+Tab from the first to the last, and brings a focus that is outside the topmost modal back in.
 * When a modal closes and the focus is left on nothing (a modal a screen unmounts on close takes antd's
 * own return of focus with it), the focus goes back to the control that opened it.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function shown(el: HTMLElement) {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

function topDialog(): HTMLElement | undefined {
  const open = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')).filter(shown);
  return open[open.length - 1];
}

export function keepFocusInDialogs(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = topDialog();
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => shown(el) && !el.closest('[aria-hidden="true"]'));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement as HTMLElement | null;
    const inside = Boolean(active && dialog.contains(active));
    if (!inside || (event.shiftKey ? active === first : active === last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  // the opener of each open modal: the control focused just before focus entered it
  const openers = new Map<HTMLElement, HTMLElement>();
  let watch: ReturnType<typeof setInterval> | undefined;
  const checkClosed = () => {
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected && shown(dialog)) continue;
      openers.delete(dialog);
      const active = document.activeElement;
      if ((!active || active === document.body) && opener.isConnected) opener.focus();
    }
    if (openers.size === 0) {
      clearInterval(watch);
      watch = undefined;
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement | null;
    const dialog = target?.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
    const from = event.relatedTarget as HTMLElement | null;
    if (!dialog || openers.has(dialog) || !from || from.closest('[role="dialog"]')) return;
    openers.set(dialog, from);
    watch ??= setInterval(checkClosed, 150);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    clearInterval(watch);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}
