/**
 * Form errors are announced to screen readers: antd writes a field's error into a new element that is not a
 * live region, so a screen reader user who submits hears nothing. This watches the document for new
 * antd error messages and says them once, together (label: error; …), in the polite region. The
 * light forms' errors carry role="alert" themselves and are not watched. A form whose failed save said a
 * summary itself (useErrorFocus: "2 fields need attention: …") is not announced again here. The same watch makes antd
 * tables' hidden measuring rows inert.
 */
import { announce } from './announce';

const ERROR = '.ant-form-item-explain-error';
const HOLDER = '.ant-form-item-explain, .ant-form-item-additional';
const MEASURE = '.ant-table-measure-row:not([inert])';

function labelOf(error: Element): string {
  const item = error.closest('.ant-form-item');
  const label = item?.querySelector('.ant-form-item-label label')?.textContent ?? '';
  return label.replace(/[:：*]\s*$/, '').trim();
}

/** Forms whose failed save just said a summary of their errors (useErrorFocus), and when. */
const summarised = new WeakMap<Element, number>();
/** How long after a summary the form's new messages are not said again one by one. */
const SUMMARY_HOLDS_MS = 1500;

/** A form said the summary of its errors itself: its messages of this submit are not announced again here. */
export function errorsSummarised(form: Element): void {
  summarised.set(form, Date.now());
}

function inSummarisedForm(error: Element): boolean {
  const form = error.closest('form');
  const at = form ? summarised.get(form) : undefined;
  return at !== undefined && Date.now() - at < SUMMARY_HOLDS_MS;
}

export function watchFormErrors(root: Node = document.body): () => void {
  let pending = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const texts = [...pending]
      .filter((el) => el.isConnected && el.textContent.trim() && !inSummarisedForm(el))
      .map((el) => {
        const label = labelOf(el);
        const text = el.textContent!.trim();
        return label && !text.includes(label) ? `${label}: ${text}` : text;
      });
    pending = new Set();
    const separator = document.documentElement.lang === 'fa' ? '؛ ' : '; ';
    if (texts.length) announce([...new Set(texts)].join(separator));
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        // antd's table measures its columns in a hidden row that copies the headers (sort buttons and
        // all): aria-hidden, but focusable; inert takes it out of the tab order too
        if (node.matches(MEASURE)) node.setAttribute('inert', '');
        else if (node.querySelector(MEASURE)) node.querySelectorAll(MEASURE).forEach((row) => row.setAttribute('inert', ''));
        if (node.matches(ERROR)) pending.add(node);
        // the explain holder (and its wrapper) arrive with their first errors inside
        else if (node.matches(HOLDER)) node.querySelectorAll(ERROR).forEach((el) => pending.add(el));
      });
    }
    if (pending.size) {
      clearTimeout(timer);
      // antd debounces and animates its errors in: one announcement for one submit
      timer = setTimeout(flush, 250);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
