/** Smoke tests of the catalogue screens against msw/node: products (list + form page), categories, comments. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { db, seededApiKey } from '@mocks/db';
import { server } from '@mocks/node';
import ProductCategory from '@/features/admin/ecommerce/ProductCategory';
import ProductComment from '@/features/admin/ecommerce/ProductComment';
import ProductForm from '@/features/admin/ecommerce/ProductForm';
import ProductList from '@/features/admin/ecommerce/ProductList';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
type User = ReturnType<typeof userEvent.setup>;

const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;

async function menu(user: User, text: string, item: string) {
  await user.click(within(await rowOf(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText(item);
  await user.click(items[items.length - 1]);
}

/** The tree's own toolbar button (a closed confirmation's buttons may still be in the page: jsdom ends no motion). */
const treeButton = (name: string) => within(document.querySelector<HTMLElement>('.tree-manager')!).getByRole('button', { name });

async function confirmDelete(user: User) {
  // the newest confirmation (an earlier one may still be closing)
  const confirm = (await screen.findAllByText('Are you sure you want to delete the item?')).pop() as HTMLElement;
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
}

/** Records the bodies of one list call. */
function bodiesOf(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes(path)) bodies.push(await request.clone().json().catch(() => null));
  });
  return bodies;
}

const realMatchMedia = window.matchMedia;
beforeEach(() => {
  // a desktop-wide screen: antd shows the columns that are hidden on phones
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true }) as MediaQueryList;
});
/** The open modal with this title (a closing warning modal may still be in the document). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

afterEach(() => {
  window.matchMedia = realMatchMedia;
  server.events.removeAllListeners();
});

describe('products', () => {
  it('list: every column, switches, position in place, add to cart, delete', async () => {
    const user = userEvent.setup();
    const product = db.products.find((p) => p.publish && p.buy && p.count > 0 && p.brand && p.categories.length > 1)!;
    const sorted = encodeURIComponent(JSON.stringify({ name: product.name.en }));
    renderWithProviders(<ProductList />, `/ecommerce-management/product?filters=${sorted}`, admin);
    const row = await rowOf(product.name.en);
    // name links to the edit page; brand name and categories joined
    expect(within(row).getByRole('link', { name: product.name.en })).toHaveAttribute('href', `/ecommerce-management/product/edit/${product.id}?language=en`);
    expect(within(row).getByText(db.brands.find((b) => b.id === product.brand)!.name.en)).toBeInTheDocument();
    const titles = product.categories.map((id) => db.productCategories.find((c) => c.id === id)!.title.en);
    expect(within(row).getByText(titles.join(', '))).toBeInTheDocument();
    for (const name of ['Name', 'Price', 'Discount', 'Weight (g)', 'Count', 'Brand', 'Hits', 'Categories', 'User', 'Position', 'Buy', 'Show', 'Publish', 'Created', 'Edited']) {
      expect(screen.getAllByRole('columnheader', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).length).toBeGreaterThan(0);
    }

    await user.click(within(row).getByRole('switch', { name: 'Show' }));
    await waitFor(() => expect(product.show).toBe(false));
    await user.click(within(await rowOf(product.name.en)).getByRole('switch', { name: 'Buy' }));
    await waitFor(() => expect(product.buy).toBe(false));
    await user.click(within(await rowOf(product.name.en)).getByRole('switch', { name: 'Buy' }));
    await waitFor(() => expect(product.buy).toBe(true));

    const position = within(await rowOf(product.name.en)).getByRole('spinbutton', { name: 'Position' });
    await user.clear(position);
    await user.type(position, '7');
    fireEvent.blur(position);
    await waitFor(() => expect(product.position).toBe(7));

    await menu(user, product.name.en, 'Add to cart');
    await waitFor(() => expect(db.carts.some((c) => c.user === 'u1' && c.product === product.id)).toBe(true));

    await user.click(within(await rowOf(product.name.en)).getByRole('switch', { name: 'Publish' }));
    await waitFor(() => expect(product.publish).toBe(false));

    await menu(user, product.name.en, 'Delete');
    await confirmDelete(user);
    await waitFor(() => expect(db.products.some((p) => p.id === product.id)).toBe(false));
  }, 180_000);

  it('list: the filter sends name, created range, brands and categories, and the add button opens the add page', async () => {
    const user = userEvent.setup();
    const bodies = bodiesOf('/product/list');
    const filters = { name: 'cream', createdAt: ['2025-01-01', '2026-12-31'], brands: [db.brands[0].id], categories: ['pc1'] };
    renderWithProviders(<ProductList />, `/ecommerce-management/product?filters=${encodeURIComponent(JSON.stringify(filters))}`, admin);
    await waitFor(() => expect(bodies).toContainEqual(filters));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('cream');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'serum');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodies[bodies.length - 1]).toEqual({ ...filters, name: 'serum' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodies[bodies.length - 1]).toEqual({}));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/ecommerce-management/product/add'));
  }, 180_000);

  const FormScreen = () => (
    <Routes>
      <Route path="/ecommerce-management/product" element={<p>list</p>} />
      <Route path="/ecommerce-management/product/add" element={<ProductForm />} />
      <Route path="/ecommerce-management/product/edit/:variable" element={<ProductForm />} />
    </Routes>
  );

  it('form: a new product starts with show and buy on at position total + 1; empty fields are refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormScreen />, '/ecommerce-management/product/add', admin);
    const position = await screen.findByRole('textbox', { name: 'Position' }, { timeout: 30_000 });
    expect(position).toHaveValue(String(db.products.length + 1));
    expect(screen.getByRole('switch', { name: 'Show' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Buy' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rose Water 2');
    expect(screen.getByRole('textbox', { name: 'Alias' })).toHaveValue('rose-water-2');
    const before = db.products.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Categories Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Brand Can not be empty!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rose Water 2');
    expect(db.products).toHaveLength(before);
  }, 180_000);

  it('form: edit loads the product, saves with discount "0" when emptied, and a duplicate alias keeps the page as typed', async () => {
    const user = userEvent.setup();
    const product = db.products.find((p) => p.discount > 0)!;
    const other = db.products.find((p) => p.id !== product.id)!;
    renderWithProviders(<FormScreen />, `/ecommerce-management/product/edit/${product.id}`, admin);
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 30_000 });
    expect(name).toHaveValue(product.name.en);
    expect(screen.getByRole('textbox', { name: 'Discount' })).toHaveValue(String(product.discount));
    await user.clear(screen.getByRole('textbox', { name: 'Discount' }));
    await user.clear(name);
    await user.type(name, 'Renamed cream');
    const alias = screen.getByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, other.alias);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // refused by the mock: nothing changed, the page keeps what was typed
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'));
    await new Promise((r) => setTimeout(r, 300));
    expect(product.name.en).not.toBe('Renamed cream');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed cream');
    await user.clear(screen.getByRole('textbox', { name: 'Alias' }));
    await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'renamed-cream');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(product.name.en).toBe('Renamed cream'));
    expect(product).toMatchObject({ alias: 'renamed-cream', discount: 0 });
    expect(locationRef.current.pathname).toBe(`/ecommerce-management/product/edit/${product.id}`);
  }, 180_000);
});

describe('product categories', () => {
  it('tree "position - title (products)" fully expanded; add, edit, delete with a refusal for a used category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCategory />, '/ecommerce-management/product-category', admin);
    const top = db.productCategories.find((c) => c.parent === null)!;
    const leaf = db.productCategories.find((c) => c.parent && !db.productCategories.some((x) => x.parent === c.id))!;
    expect(await screen.findByText(new RegExp(`^${top.position} - ${top.title.en} \\(\\d+\\)$`), undefined, { timeout: 20_000 })).toBeInTheDocument();
    // fully expanded: a leaf is visible at once
    expect(screen.getByText(new RegExp(`- ${leaf.title.en} \\(`))).toBeInTheDocument();

    // nothing selected: edit warns
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect((await screen.findAllByText('Please select an item first.')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    // add at the top level (position = top-level count + 1), title → alias
    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = await dialogTitled('Add product category');
    expect(within(dialog).getByRole('textbox', { name: 'Position' })).toHaveValue(String(db.productCategories.filter((c) => c.parent === null).length + 1));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Wrapped Presents');
    expect(within(dialog).getByRole('textbox', { name: 'Alias' })).toHaveValue('wrapped-presents');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.productCategories.some((c) => c.alias === 'wrapped-presents' && c.parent === null)).toBe(true));
    const created = await screen.findByText(/- Wrapped Presents \(0\)$/);

    // edit it
    await user.click(created);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await dialogTitled('Edit product category');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Caption' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Ready to give');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.productCategories.find((c) => c.alias === 'wrapped-presents')?.caption?.en).toBe('Ready to give'));

    // a category with products is refused and stays
    await user.click(screen.getByText(new RegExp(`- ${leaf.title.en} \\(`)));
    await user.click(treeButton('Delete'));
    await confirmDelete(user);
    expect((await screen.findAllByText('This category still has products and cannot be deleted.')).length).toBeGreaterThan(0);
    expect(db.productCategories.some((c) => c.id === leaf.id)).toBe(true);

    // the empty one goes
    await user.click(await screen.findByText(/- Wrapped Presents \(0\)$/));
    await user.click(treeButton('Delete'));
    await confirmDelete(user);
    await waitFor(() => expect(db.productCategories.some((c) => c.alias === 'wrapped-presents')).toBe(false));
  }, 180_000);
});

describe('product comments', () => {
  it('list links to the product page, confirms in place, replies {comment, confirm, parent, product} and deletes', async () => {
    const user = userEvent.setup();
    const comment = db.productComments.find((c) => !c.confirm && c.parent === null)!;
    const product = db.products.find((p) => p.id === comment.product)!;
    const replies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/productcomment')) replies.push(await request.clone().json());
    });
    const filters = encodeURIComponent(JSON.stringify({ comment: comment.comment.en }));
    renderWithProviders(<ProductComment />, `/ecommerce-management/product-comment?filters=${filters}`, admin);
    const row = await rowOf(product.name.en);
    expect(within(row).getByRole('link', { name: product.name.en })).toHaveAttribute('href', `/shop/product/${product.alias}?language=en`);

    await user.click(within(row).getByRole('switch', { name: 'Confirmed' }));
    await waitFor(() => expect(comment.confirm).toBe(true));

    await menu(user, product.name.en, 'Reply');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reply to the comment')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reply-original')).toHaveTextContent(comment.comment.en);
    await user.click(within(dialog).getByRole('button', { name: /Send/ }));
    expect(await within(dialog).findByText(/Can not be empty!/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Thank you for your comment');
    await user.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(replies).toEqual([{ comment: 'Thank you for your comment', confirm: true, parent: comment.id, product: product.id }]);
    expect(db.productComments.some((c) => c.parent === comment.id && c.confirm && c.comment.en === 'Thank you for your comment')).toBe(true);

    await menu(user, product.name.en, 'Delete');
    await confirmDelete(user);
    await waitFor(() => expect(db.productComments.some((c) => c.id === comment.id)).toBe(false));
  }, 180_000);
});
