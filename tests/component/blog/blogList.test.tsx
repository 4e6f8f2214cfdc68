/** /blog and /blog/category/{alias}: 10 posts per page with the page in the URL, search, sidebar (spec §2, §7). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const slow = { timeout: 15000 };
const cardTitles = () => screen.getAllByTestId('post-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

function recordRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

describe('blog list', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows 10 cards per page, keeps the page in the URL, and loads the latest 10 posts newest first', async () => {
    const user = userEvent.setup();
    const urls = recordRequests();
    renderApp('/blog?language=en');
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10), slow);
    const first = cardTitles();

    const latest = await screen.findByTestId('latest-posts');
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(10));
    const all = urls.find((u) => u.pathname.endsWith('/site/v1/post/all'))!;
    expect(all.searchParams.get('limit')).toBe('10');
    expect(all.searchParams.get('sorter')).toBe('createdAt,desc');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('page')).toBe('2'));
    await waitFor(() => expect(cardTitles()).not.toEqual(first));
    expect(cardTitles()).toHaveLength(10);
    const list = urls.filter((u) => u.pathname.endsWith('/site/v1/post/list')).at(-1)!;
    expect(list.searchParams.get('page')).toBe('2');
    expect(list.searchParams.get('limit')).toBe('10');
  });

  it('binds the search box to the `search` query parameter and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderApp('/blog?language=en&page=3');
    await waitFor(() => expect(screen.getAllByTestId('post-card').length).toBeGreaterThan(0), slow);
    const box = screen.getAllByRole('searchbox', { name: 'Search the blog' })[0];
    await user.type(box, 'Ginger{Enter}');
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('search')).toBe('Ginger'));
    expect(new URLSearchParams(locationRef.current.search).get('page')).toBeNull();
    await waitFor(() => expect(cardTitles().every((t) => t.includes('Ginger'))).toBe(true));
    expect(screen.getByText(/results for “Ginger”/)).toBeInTheDocument();
  });

  it('opened past its last page (an old link) shows the last page, not "no posts yet"', async () => {
    const published = db.posts.filter((p) => p.publish).length;
    const last = Math.ceil(published / 10);
    renderApp('/blog?language=en&page=99');
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('page')).toBe(String(last)), slow);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(published - (last - 1) * 10), slow);
    expect(screen.queryByText('No posts have been published here yet.')).not.toBeInTheDocument();
  });

  it('lists a category with its title and its post count in the tree', async () => {
    const category = db.postCategories.find((c) => c.parent === null)!;
    renderApp(`/blog/category/${category.alias}?language=en`);
    expect(await screen.findByRole('heading', { level: 1, name: category.title.en }, slow)).toBeInTheDocument();
    // the tree's link (the header's Blog link is the current page's too)
    const link = (await screen.findAllByRole('link', { current: 'page' })).find((element) => element.closest('.blog-tree'))!;
    expect(link).toHaveAttribute('href', `/blog/category/${category.alias}?language=en`);
    const count = Number(link.querySelector('.blog-tree__count')?.textContent.replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(Math.min(10, count)));
  });

  it('shows the 404 page for an unknown category', async () => {
    renderApp('/blog/category/no-such-category?language=en');
    expect(await screen.findByText('The page you requested does not exist... Error (404)', {}, slow)).toBeInTheDocument();
  });

  it('shows Jalali dates and Persian digits in fa', async () => {
    renderApp('/blog');
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10), slow);
    const time = screen.getAllByTestId('post-card')[0].querySelector('time')!;
    expect(time.textContent).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(time.textContent.startsWith('۱۴')).toBe(true);
  });
});
