/** Rich text editing. Only the lazy editor is exported here, so importing this never loads Quill. */
export { LazyRichTextEditor, RichTextEditorPlaceholder } from './LazyRichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
