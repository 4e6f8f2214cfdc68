import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { renderWithProviders } from '../../utils/renderApp';
import { RichTextEditor, isEmptyRichText, normalizeQuillHtml } from '@/components/editor/RichTextEditor';
import { LazyRichTextEditor, RichTextEditorPlaceholder } from '@/components/editor';
import { useRules } from '@/components/form/useRules';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

function quillIn(container: HTMLElement): Quill {
  const quill = Quill.find(container.querySelector('.ql-container') as HTMLElement);
  if (!(quill instanceof Quill)) throw new Error('no Quill instance');
  return quill;
}

describe('RichTextEditor (Quill 2 in jsdom)', () => {
  it('renders the toolbar with accessible names and reports edits as HTML', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<RichTextEditor value="<p>Hi</p>" onChange={onChange} />, '/', en);
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Numbered list' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text editor' })).toHaveTextContent('Hi');
    expect(container.querySelector('.rich-text-editor-rtl')).toBeNull();
    // Setting `value` is not a user edit.
    expect(onChange).not.toHaveBeenCalled();

    const quill = quillIn(container);
    act(() => {
      quill.insertText(quill.getLength() - 1, ' there', 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi there</p>');

    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps successive edits when the parent echoes the value back (controlled)', () => {
    const seen: string[] = [];
    function Controlled() {
      const [html, setHtml] = useState('<p>Hi</p>');
      return (
        <RichTextEditor
          value={html}
          onChange={(next) => {
            seen.push(next);
            setHtml(next);
          }}
        />
      );
    }
    const { container } = renderWithProviders(<Controlled />, '/', en);
    const quill = quillIn(container);
    act(() => {
      quill.insertText(quill.getLength() - 1, ' there', 'user');
    });
    act(() => {
      quill.insertText(quill.getLength() - 1, ' again', 'user');
    });
    expect(seen).toEqual(['<p>Hi there</p>', '<p>Hi there again</p>']);
    expect(quill.getText()).toBe('Hi there again\n');
  });

  it('is right-to-left with Persian names in fa', () => {
    const { container } = renderWithProviders(<RichTextEditor />);
    expect(container.querySelector('.rich-text-editor-rtl')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'پررنگ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ویرایشگر متن' })).toBeInTheDocument();
  });

  it('works as a Form control with the required rule', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    function BodyForm() {
      const rules = useRules();
      return (
        <Form onFinish={onFinish}>
          <Form.Item name="body" label="Body" rules={[rules.required('Body')]}>
            <RichTextEditor />
          </Form.Item>
          <Button htmlType="submit">save</Button>
        </Form>
      );
    }
    const { container } = renderWithProviders(<BodyForm />, '/', en);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Body Can not be empty!')).toBeInTheDocument();
    const quill = quillIn(container);
    act(() => {
      quill.insertText(0, 'Text', 'user');
    });
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ body: '<p>Text</p>' }));
  });

  it('lets Tab leave the editor (a keyboard user reaches the next field) instead of typing a tab', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<RichTextEditor value="<p>Hi</p>" onChange={onChange} />, '/', en);
    const quill = quillIn(container);
    act(() => {
      quill.focus({ preventScroll: true });
      quill.setSelection(2, 0, 'silent');
    });
    const editable = screen.getByRole('textbox', { name: 'Text editor' });
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      editable.dispatchEvent(tab);
    });
    // not prevented: the browser moves focus on; nothing was inserted
    expect(tab.defaultPrevented).toBe(false);
    expect(quill.getText()).toBe('Hi\n');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('isEmptyRichText', () => {
    expect(isEmptyRichText('<p><br></p>')).toBe(true);
    expect(isEmptyRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isEmptyRichText('<p>a</p>')).toBe(false);
  });
});

describe('LazyRichTextEditor', () => {
  // (the placeholder is checked on its own: once an earlier test of the worker has loaded Quill, the lazy
  // editor no longer suspends)
  it('shows an accessible placeholder while Quill loads', () => {
    renderWithProviders(<RichTextEditorPlaceholder />, '/', en);
    expect(screen.getByRole('status', { name: 'Loading the editor…' })).toBeInTheDocument();
  });

  it('shows the editor once loaded', async () => {
    renderWithProviders(<LazyRichTextEditor value="<p>Lazy</p>" />, '/', en);
    expect(await screen.findByRole('textbox', { name: 'Text editor' })).toHaveTextContent('Lazy');
  });
});

describe('normalizeQuillHtml (slab/quill#4509)', () => {
  it.each([
    ['<p>a&nbsp;b</p>', '<p>a b</p>'],
    ['<p>a&nbsp;&nbsp;&nbsp;b</p>', '<p>a &nbsp;&nbsp;b</p>'],
    ['<p>plain</p>', '<p>plain</p>'],
  ])('%s → %s', (html, expected) => {
    expect(normalizeQuillHtml(html)).toBe(expected);
  });
});
