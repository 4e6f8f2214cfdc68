/**
 * A failed save shows where to look: the first field in error is scrolled into the part of the screen
 * that the sticky header (and a form's sticky save bar) do not cover, it takes the focus, and a short
 * summary is said in the assertive live region ("2 fields need attention: Mobile, E-mail"; Persian
 * digits in fa). Nothing typed changes. For antd forms: `onFinishFailed={useErrorFocus(form name)}`
 * covers client-side validation; after the server's field errors are put on the form
 * (`form.setFields`), call the same handler with `form.getFieldsError()`.
 *
 * The sticky bars say what they are with `data-sticky-edge="top" | "bottom"` (the dashboard header,
 * the own form pages' save bar, the profile's and the cart's floating bars): every element a form keeps
 * in view over its fields (`position: sticky` or `fixed`) carries it, or the field may end up under it
 * (tests/e2e/phoneCorners.spec.ts checks the forms for unmarked ones). Their height and offset are read
 * at the time of the save, so a header that wraps on a phone is measured as it is. Inside a dialog the
 * dialog's own scroller moves.
 */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { announce } from '@/components/a11y/announce';
import { errorsSummarised } from '@/components/a11y/formErrors';

/** A field in error as antd reports it (`onFinishFailed`'s `errorFields`, `form.getFieldsError()`). */
export interface FieldInError {
  name: readonly (string | number)[];
  errors: readonly string[];
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Room left between a sticky bar and the field, so its label is not flush against the bar. */
const GAP = 12;

/** The element antd gives a field's control: `${form name}_${path}` (antd's getFieldId), the bare path without a name. */
function fieldElement(name: readonly (string | number)[], formName?: string): HTMLElement | null {
  const path = name.join('_');
  return document.getElementById(formName ? `${formName}_${path}` : path);
}

/** The field's label as the form shows it (its required mark and colon left out), else its name. */
function fieldLabel(element: HTMLElement | null, name: readonly (string | number)[]): string {
  const item = element?.closest('.ant-form-item');
  const label = (element?.id ? document.querySelector(`label[for="${element.id}"]`) : null) ?? item?.querySelector('.ant-form-item-label label');
  const text = label?.textContent.replace(/[:：*]\s*$/, '').trim();
  return text || name.join('.');
}

/** "2 fields need attention: Mobile, E-mail" in the UI's language and digits. */
export function errorSummary(intl: IntlShape, labels: readonly string[]): string {
  const separator = intl.locale.startsWith('fa') ? '، ' : ', ';
  return intl.formatMessage({ id: 'a11y.formErrors' }, { count: labels.length, fields: labels.join(separator) });
}

/**
 * The band of the window no sticky bar covers: below the top bars, above the bottom ones. A bottom bar
 * (a save bar, a floating save button) holds its place at its `bottom` offset from the window's edge
 * wherever the form scrolls, so it covers its own height plus that offset's line.
 */
export function uncoveredBand(): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  document.querySelectorAll<HTMLElement>('[data-sticky-edge]').forEach((bar) => {
    const box = bar.getBoundingClientRect();
    if (box.height === 0) return;
    if (bar.dataset.stickyEdge === 'top' && box.top <= 1) top = Math.max(top, box.bottom);
    if (bar.dataset.stickyEdge === 'bottom') {
      const offset = Math.max(0, parseFloat(getComputedStyle(bar).bottom) || 0);
      bottom = Math.min(bottom, window.innerHeight - offset - box.height);
    }
  });
  return { top, bottom };
}

/** Scrolls the field's whole item (label, control, message) into the uncovered band, only as far as needed. */
export function revealField(element: HTMLElement): void {
  const item = element.closest<HTMLElement>('.ant-form-item') ?? element;
  if (item.closest('.ant-modal-wrap, .ant-drawer')) {
    item.scrollIntoView({ block: 'nearest' });
    return;
  }
  const band = uncoveredBand();
  const box = item.getBoundingClientRect();
  const above = box.top - (band.top + GAP);
  const below = box.bottom - (band.bottom - GAP);
  // under the header: down to just below it; past the bottom: up, but never so far that its top goes under the header
  if (above < 0) window.scrollBy({ top: above, behavior: 'instant' });
  else if (below > 0) window.scrollBy({ top: Math.min(below, above), behavior: 'instant' });
}

/**
 * The handler for a failed save: reveals and focuses the first field in error and announces the
 * summary. `formName`: the antd Form's `name` (its fields' ids start with it), none for a nameless form.
 */
export function useErrorFocus(formName?: string) {
  const intl = useIntl();
  return useCallback(
    ({ errorFields }: { errorFields: readonly FieldInError[] }) => {
      const failed = errorFields.filter((field) => field.errors.length > 0);
      if (failed.length === 0) return;
      const first = fieldElement(failed[0].name, formName);
      const labels = [...new Set(failed.map((field) => fieldLabel(fieldElement(field.name, formName), field.name)))];
      const form = first?.closest('form') ?? (formName ? document.getElementById(formName) : null);
      // the per-field announcement of the errors (formErrors.ts) gives way to this one summary
      if (form) errorsSummarised(form);
      announce(errorSummary(intl, labels), 'assertive');
      // after antd has drawn the messages (they change the item's height), then no browser scroll on focus;
      // a control without the field's id (an editor, an upload) is found by its item's error mark
      window.setTimeout(() => {
        const target = first?.isConnected ? first : form?.querySelector<HTMLElement>('.ant-form-item-has-error')?.querySelector<HTMLElement>(FOCUSABLE);
        if (!target) return;
        revealField(target);
        target.focus({ preventScroll: true });
      }, 0);
    },
    [formName, intl],
  );
}
