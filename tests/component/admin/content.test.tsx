/** Smoke tests of the content screens (posts, post categories, post comments, plugins) against msw/node. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { UNDO_MS } from '@/components/resource/useUndoableDelete';
import PostCategory from '@/features/admin/posts/PostCategory';
import PostComment from '@/features/admin/posts/PostComment';
import PostList from '@/features/admin/posts/PostList';
import PluginList from '@/features/admin/plugins/PluginList';
import { renderWithProviders } from '../../utils/renderApp';
import { admin, toggle, type User } from './referenceSteps';


const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;


/** The open dialog showing `title` (antd keeps closed ones around while they animate out). */
async function dialogWith(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    expect(found).toBeDefined();
  });
  return found!;
}

async function deleteRow(user: User, text: string) {
  await user.click(within(await rowOf(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Delete');
  await user.click(items[items.length - 1]);
  const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

it('posts: titles link to the edit page; publish switch, delete', async () => {
  const user = userEvent.setup();
  const title = 'How to build a simple skincare routine';
  renderWithProviders(<PostList />, '/post-management/post?sorter=hits,desc', admin);
  const link = await screen.findByRole('link', { name: title });
  expect(link).toHaveAttribute('href', '/post-management/post/edit/po1?language=en');
  await toggle(user, title, 'Published');
  expect(db.posts.find((p) => p.id === 'po1')?.publish).toBe(false);
  await deleteRow(user, title);
  // the delete is sent when its undo notice ends
  await waitFor(() => expect(db.posts.some((p) => p.id === 'po1')).toBe(false), { timeout: UNDO_MS + 5000 });
}, 120_000);

it('posts: the filter sends the title and goes to page 1', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PostList />, '/post-management/post?page=3', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Title'), 'yalda');
  await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
  expect(await screen.findByRole('link', { name: 'Yalda night gift boxes have arrived' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  expect(screen.getByRole('listitem', { name: '1' })).toHaveClass('ant-pagination-item-active');
}, 120_000);

it('post comments: the post links to the blog; confirm switch, delete', async () => {
  const user = userEvent.setup();
  const target = db.postComments.filter((c) => c.post === 'po2').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  renderWithProviders(<PostComment />, `/post-management/post-comment?filters=${encodeURIComponent(JSON.stringify({ posts: ['po2'] }))}`, admin);
  const links = await screen.findAllByRole('link', { name: 'Our new Shiraz branch is open' });
  expect(links[0]).toHaveAttribute('href', '/blog/post/our-new-shiraz-branch-is-open?language=en');
  const row = links[0].closest('tr') as HTMLElement;
  const sw = within(row).getByRole('switch', { name: 'Confirmed' });
  const before = target.confirm;
  await user.click(sw);
  await waitFor(() => expect(db.postComments.find((c) => c.id === target.id)?.confirm).toBe(!before));
  const count = db.postComments.length;
  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Delete');
  await user.click(items[items.length - 1]);
  const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(db.postComments.length).toBeLessThan(count));
  expect(db.postComments.some((c) => c.id === target.id)).toBe(false);
}, 120_000);

it('post categories: counts, add under the selection, edit, refused and allowed delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PostCategory />, '/post-management/post-category', admin);
  expect(await screen.findByText('Herbal teas')).toBeInTheDocument();
  const teas = db.posts.filter((p) => p.categories.includes('poc8')).length;
  expect(within(screen.getByText('Herbal teas').closest('.tree-manager__title') as HTMLElement).getByText(String(teas))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect((await screen.findAllByText('Please select an item first.'))[0]).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'OK' }).pop()!);

  await user.click(screen.getByText('Lifestyle'));
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  let dialog = await dialogWith('Add post category');
  await user.type(within(dialog).getByLabelText('Title'), 'Home Recipes');
  expect(within(dialog).getByLabelText('Alias')).toHaveValue('home-recipes');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(db.postCategories.find((c) => c.alias === 'home-recipes')).toMatchObject({ parent: 'poc3' }));

  await user.click(await screen.findByText('Home Recipes'));
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  dialog = await dialogWith('Edit post category');
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Home Recipes'));
  await user.type(within(dialog).getByLabelText('Title'), ' and drinks');
  expect(within(dialog).getByLabelText('Alias')).toHaveValue('home-recipes');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Home Recipes and drinks')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const [sure] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(sure.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Home Recipes and drinks')).not.toBeInTheDocument());
  expect(db.postCategories.some((c) => c.alias === 'home-recipes')).toBe(false);

  await user.click(screen.getByText('Herbal teas'));
  // the tree's own button (the first confirmation's may still be in the page: jsdom ends no motion), then the newest confirmation's
  await user.click(within(document.querySelector<HTMLElement>('.tree-manager')!).getByRole('button', { name: 'Delete' }));
  const again = (await screen.findAllByText('Are you sure you want to delete the item?')).pop() as HTMLElement;
  await user.click(within(again.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  expect((await screen.findAllByText('This category still has posts and cannot be deleted.'))[0]).toBeInTheDocument();
  expect(db.postCategories.some((c) => c.id === 'poc8')).toBe(true);
}, 120_000);

it('plugins: translated names link to the edit page; publish switch, delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PluginList />, '/plugin-management/plugin', admin);
  const about = await screen.findByRole('link', { name: 'About us' });
  expect(about).toHaveAttribute('href', '/plugin-management/plugin/edit/pl4?language=en');
  await toggle(user, 'Gallery', 'Published');
  expect(db.plugins.find((p) => p.name === 'GALLERY')?.publish).toBe(false);
  await deleteRow(user, 'Gallery');
  await waitFor(() => expect(db.plugins.some((p) => p.name === 'GALLERY')).toBe(false), { timeout: UNDO_MS + 5000 });
}, 120_000);
