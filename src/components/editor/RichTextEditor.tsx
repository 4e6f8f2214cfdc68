/**
 * Rich text editing with Quill 2 (react-quill-new) as an antd Form control: `value` is HTML, `onChange`
 * receives HTML ('' when the editor holds no text, so `rules.required` works). Toolbar: headings,
 * bold/italic/underline, lists, link, alignment, direction, clean. Persian gets right-to-left styles
 * (text, lists, mirrored toolbar and pickers); toolbar buttons get translated accessible names.
 * Quill does not sanitise: render stored HTML with SafeHtml. Import lazily (`LazyRichTextEditor` from
 * '@/components/editor') so Quill stays out of first-load chunks.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './RichTextEditor.css';
import { useIntl } from 'react-intl';

export interface RichTextEditorProps {
  /** HTML. */
  value?: string | null;
  /** Receives HTML, or '' when the editor is empty. */
  onChange?(html: string): void;
  placeholder?: string;
  readOnly?: boolean;
  /** Injected by Form.Item: set on the editable area so the label points at it. */
  id?: string;
  /** Accessible name of the editable area; default "Text editor". */
  ariaLabel?: string;
  /** Injected by Form.Item when validation fails. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Minimum height of the editable area in px; default 200. */
  minHeight?: number;
  className?: string;
}

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  [{ align: [] }, { direction: 'rtl' }],
  ['clean'],
];
const FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'link', 'align', 'direction'];

/** Toolbar control (CSS selector inside .ql-toolbar) → catalogue key of its accessible name. */
const CONTROL_NAMES: [string, string][] = [
  ['.ql-header .ql-picker-label', 'editor.heading'],
  ['button.ql-bold', 'editor.bold'],
  ['button.ql-italic', 'editor.italic'],
  ['button.ql-underline', 'editor.underline'],
  ['button.ql-list[value="ordered"]', 'editor.orderedList'],
  ['button.ql-list[value="bullet"]', 'editor.bulletList'],
  ['button.ql-link', 'editor.link'],
  ['.ql-align .ql-picker-label', 'editor.align'],
  ['button.ql-direction', 'editor.direction'],
  ['button.ql-clean', 'editor.clean'],
];

/** True when Quill's HTML holds no text ('<p><br></p>'). */
export function isEmptyRichText(html: string | null | undefined): boolean {
  return !html || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/**
 * Quill 2.0.3's semantic HTML turns every space into &nbsp; (slab/quill#4509), which stops lines from
 * wrapping where the HTML is shown. Single spaces become normal again; runs keep all but one as &nbsp;.
 */
export function normalizeQuillHtml(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`);
}

export function RichTextEditor({
  value,
  onChange,
  placeholder,
  readOnly = false,
  id,
  ariaLabel,
  'aria-invalid': ariaInvalid,
  minHeight = 200,
  className,
}: RichTextEditorProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const rtl = intl.locale === 'fa';
  const wrapper = useRef<HTMLDivElement>(null);
  // Tab leaves the editor like any field (Quill would insert a tab character, so a keyboard user could
  // not move on to the next field); Tab at the start of a list item still indents it.
  const modules = useMemo(() => ({ toolbar: TOOLBAR, keyboard: { bindings: { tab: { key: 'Tab', handler: () => true } } } }), []);
  const label = ariaLabel ?? t('editor.label');
  // What Quill last produced and what was reported for it: while the form still holds the reported
  // text, Quill gets its own HTML back, so it does not reload its contents on every keystroke.
  const [last, setLast] = useState<{ raw: string; emitted: string } | null>(null);
  const quillValue = last && last.emitted === (value ?? '') ? last.raw : (value ?? '');

  // Names for the toolbar controls and the editable area (Quill renders them without).
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    for (const [selector, key] of CONTROL_NAMES) {
      root.querySelectorAll(`.ql-toolbar ${selector}`).forEach((control) => {
        const name = intl.formatMessage({ id: key });
        control.setAttribute('aria-label', name);
        control.setAttribute('title', name);
      });
    }
    const editable = root.querySelector('.ql-editor');
    if (editable) {
      editable.setAttribute('role', 'textbox');
      editable.setAttribute('aria-multiline', 'true');
      editable.setAttribute('aria-label', label);
      if (id) editable.setAttribute('id', id);
      if (ariaInvalid === true || ariaInvalid === 'true') editable.setAttribute('aria-invalid', 'true');
      else editable.removeAttribute('aria-invalid');
    }
  }, [intl, label, id, ariaInvalid]);

  const cssText = (key: string) => JSON.stringify(t(key));
  const style = {
    '--rte-min-height': `${minHeight}px`,
    '--rte-normal': cssText('editor.normal'),
    '--rte-h1': cssText('editor.heading1'),
    '--rte-h2': cssText('editor.heading2'),
    '--rte-h3': cssText('editor.heading3'),
    '--rte-visit': cssText('editor.visitUrl'),
    '--rte-enter-link': cssText('editor.enterLink'),
    '--rte-edit': cssText('common.edit'),
    '--rte-save': cssText('common.save'),
    '--rte-remove': cssText('editor.remove'),
  } as CSSProperties;

  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div
      ref={wrapper}
      style={style}
      className={['rich-text-editor', rtl && 'rich-text-editor-rtl', invalid && 'rich-text-editor-invalid', className].filter(Boolean).join(' ')}
    >
      <ReactQuill
        theme="snow"
        value={quillValue}
        onChange={(html, _delta, source, editor) => {
          // Quill reports setting `value` (and its normalisation) as an 'api' change: only user edits count.
          if (source !== 'user') return;
          const emitted = editor.getText().trim() === '' && isEmptyRichText(html) ? '' : normalizeQuillHtml(html);
          setLast({ raw: html, emitted });
          onChange?.(emitted);
        }}
        modules={modules}
        formats={FORMATS}
        placeholder={placeholder ?? t('editor.placeholder')}
        readOnly={readOnly}
      />
    </div>
  );
}

export default RichTextEditor;
