/** The shared comment thread: paging 5 at a time with a 1-second delay, forms, guests. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CommentThread } from '@/components/comments';
import type { Comment } from '@/api/schemas';
import { locationRef, renderWithProviders as renderRaw } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };
const renderWithProviders = (ui: React.ReactElement, path = '/') => renderRaw(ui, path, EN);

const comment = (n: number, children: Comment[] = []): Comment => ({
  id: `c${n}`,
  comment: `Comment number ${n}`,
  createdAt: '2026-11-01T10:00:00Z',
  user: { firstName: 'Sara', lastName: `N${n}`, file: null },
  children,
});
const twelve = Array.from({ length: 12 }, (_, i) => comment(i + 1, i === 0 ? [comment(100, [comment(101)])] : []));

describe('CommentThread', () => {
  it('reveals 5 more top-level comments per press after 1 second, then disables the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommentThread comments={twelve} onSubmit={async () => true} canComment />, '/');
    expect(await screen.findByText('Comment number 5')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 6')).not.toBeInTheDocument();
    // nested replies of a shown comment are shown with it
    expect(screen.getByText('Comment number 100')).toBeInTheDocument();
    expect(screen.getByText('Comment number 101')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: /more comments/i });
    await user.click(more);
    await waitFor(() => expect(more).toHaveClass('ant-btn-loading'));
    expect(screen.queryByText('Comment number 6')).not.toBeInTheDocument();
    expect(await screen.findByText('Comment number 10', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Comment number 11')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /more comments/i }));
    expect(await screen.findByText('Comment number 12', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /more comments/i })).toBeDisabled());
  }, 30_000);

  it('waits the full second before showing more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<CommentThread comments={twelve} onSubmit={async () => true} canComment />, '/');
      const more = await screen.findByRole('button', { name: /more comments/i });
      act(() => more.click());
      await act(() => vi.advanceTimersByTime(900));
      expect(screen.queryByText('Comment number 6')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTime(150));
      expect(screen.getByText('Comment number 6')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('keeps the text when posting fails and clears it on success; requires text, max 1000', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(v: { comment: string; parent?: string | null }) => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithProviders(<CommentThread comments={[]} onSubmit={onSubmit} canComment />, '/');
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    const send = screen.getByRole('button', { name: 'Send comment' });

    await user.click(send);
    expect(await screen.findByText('Comment Can not be empty!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    await user.paste('x'.repeat(1001));
    await user.click(send);
    expect(await screen.findByText(/Comment cannot be longer than/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'Lovely cream');
    await user.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'Lovely cream', parent: null }));
    expect(box).toHaveValue('Lovely cream');

    await user.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    // the field remounts on reset: query it again
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  }, 30_000);

  it('sends a reply with its parent id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(<CommentThread comments={[comment(1)]} onSubmit={onSubmit} canComment />, '/');
    const item = (await screen.findByText('Comment number 1')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    await user.type(within(item).getByRole('textbox', { name: 'Reply' }), 'Thanks!');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'Thanks!', parent: 'c1' }));
    await waitFor(() => expect(within(item).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument());
  }, 30_000);

  it('disables the forms for guests and offers a login link back to the page', async () => {
    renderWithProviders(<CommentThread comments={[comment(1)]} onSubmit={async () => true} canComment={false} />, '/shop/product/x');
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/shop/product/x')}&language=en`);
  }, 30_000);

  it('a guest pressing "reply" gets the sign-in prompt add to cart gives, not a second greyed form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommentThread comments={[comment(1)]} onSubmit={async () => true} canComment={false} />, '/shop/product/x');
    const item = (await screen.findByText('Comment number 1')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login required' });
    expect(dialog).toHaveTextContent('Log in or register to write a comment or reply.');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    // no reply form appeared under the comment
    expect(within(item).queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    // (the sign-in page in the page's language)
    await waitFor(() => expect(locationRef.current).toMatchObject({ pathname: '/login', search: `?redirect=${encodeURIComponent('/shop/product/x')}&language=en` }));
  }, 30_000);
});
