/** RichTextEditor loaded on first render, so Quill never enters a first-load chunk (same props). */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The box shown while Quill loads: the editor's height, a spinner and an accessible status. */
export function RichTextEditorPlaceholder({ minHeight = 200 }: { minHeight?: number }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'editor.loading' })}
      className="rich-text-editor-placeholder"
      style={{ minHeight: minHeight + 42, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #d9d9d9', borderRadius: 8 }}
    >
      <Spin />
    </div>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorPlaceholder minHeight={props.minHeight} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
