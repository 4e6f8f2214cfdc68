/** The post page: body through SafeHtml, author, categories, comment paging and commenting (spec §2, §4, §5). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, SAMPLE_POST_ALIAS, seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const topLevel = (container: HTMLElement) => container.querySelectorAll('.comment-list > li.comment').length;
const slow = { timeout: 15000 };
/** The comment thread loads as its own chunk once it is near the viewport (at once in jsdom). */
const commentForm = () =>
  waitFor(() => {
    const form = document.querySelector<HTMLElement>('.comment-thread > .comment-form');
    expect(form).not.toBeNull();
    return form as HTMLElement;
  }, slow);

describe('post page', () => {
  it('reveals comments 5 more per press and disables the forms for guests', async () => {
    const user = userEvent.setup();
    const { container } = renderApp(`/blog/post/${SAMPLE_POST_ALIAS}?language=en`);
    expect(await screen.findByRole('heading', { level: 1, name: 'How to build a simple skincare routine' }, slow)).toBeInTheDocument();
    const total = db.postComments.filter((c) => c.post === db.posts[0].id && c.confirm && !c.parent).length;
    expect(total).toBeGreaterThan(10);

    await waitFor(() => expect(topLevel(container)).toBe(5), slow);
    const more = screen.getByRole('button', { name: 'More comments' });
    await user.click(more);
    // one-second loading delay, then five more
    expect(topLevel(container)).toBe(5);
    await waitFor(() => expect(topLevel(container)).toBe(10), { timeout: 3000 });

    const form = await commentForm();
    expect(within(form).getByRole('textbox')).toBeDisabled();
    expect(within(form).getByRole('link', { name: /log in|login/i })).toHaveAttribute('href', expect.stringContaining('/login?redirect='));
  });

  it('lets a customer post a comment, which is sent with the post id and counted after the reload', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/site/v1/post/comment')) bodies.push(await request.clone().json());
    });
    renderApp(`/blog/post/${SAMPLE_POST_ALIAS}?language=en`, { apiKey: seededApiKey('u6') });
    await screen.findByRole('heading', { level: 1, name: 'How to build a simple skincare routine' }, slow);
    const post = db.posts.find((p) => p.alias === SAMPLE_POST_ALIAS)!;
    const header = document.querySelector<HTMLElement>('.post-page__header')!;
    const before = Number(/(\d+) comments/.exec(header.textContent)?.[1]);
    expect(before).toBeGreaterThan(26);

    const form = await commentForm();
    await user.type(within(form).getByRole('textbox'), 'Lovely routine, thanks!');
    await user.click(within(form).getByRole('button', { name: 'Send comment' }));

    expect(await within(header).findByText(`${before + 1} comments`)).toBeInTheDocument();
    expect(bodies).toEqual([{ comment: 'Lovely routine, thanks!', parent: null, post: post.id }]);
    await waitFor(() => expect(within(form).getByRole('textbox')).toHaveValue(''));
    server.events.removeAllListeners();
  });

  it('shows the 404 page for an unknown alias', async () => {
    renderApp('/blog/post/no-such-post?language=en');
    expect(await screen.findByText('The page you requested does not exist... Error (404)', {}, slow)).toBeInTheDocument();
  });

  it('never runs scripts from the body and shows the author and categories', async () => {
    const post = db.posts.find((p) => p.alias === SAMPLE_POST_ALIAS)!;
    post.body = { fa: '<p>safe</p>', en: '<p id="ok">Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' };
    renderApp(`/blog/post/${SAMPLE_POST_ALIAS}?language=en`);
    expect(await screen.findByText('Safe text', {}, slow)).toBeInTheDocument();
    const body = document.querySelector('.post-page__body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const author = document.querySelector<HTMLElement>('.author-block')!;
    expect(within(author).getByText('Written by')).toBeInTheDocument();
    expect(author.querySelector('a[href^="mailto:"]')).not.toBeNull();
    const categoryLinks = document.querySelectorAll('.post-page__categories a[href^="/blog/category/"]');
    expect(categoryLinks.length).toBe(post.categories.length);
  });

  it('keeps the typed comment when the server refuses it', async () => {
    server.use(
      http.post('*/site/v1/post/comment', () =>
        HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Comment rejected.' }] }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/blog/post/${SAMPLE_POST_ALIAS}?language=en`, { apiKey: seededApiKey('u6') });
    await screen.findByRole('heading', { level: 1, name: 'How to build a simple skincare routine' }, slow);
    const form = await commentForm();
    await user.type(within(form).getByRole('textbox'), 'Please keep me');
    await user.click(within(form).getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment rejected.', {}, slow)).toBeInTheDocument();
    await act(async () => undefined);
    expect(within(form).getByRole('textbox')).toHaveValue('Please keep me');
  });
});
