/** The command palette: Ctrl+K, screens by role, records through the list calls, stale lookups dropped. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { db, seededApiKey } from '@mocks/db';
import { server } from '@mocks/node';
import { toPersianDigits } from '@/lib/digits';
import { locationRef, renderApp } from '../../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };
const admin = { apiKey: seededApiKey('u1'), session: en };
type User = ReturnType<typeof userEvent.setup>;

const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  server.events.removeAllListeners();
});

/** The invoice numbers asked of the admin invoice list. */
function invoiceLookups(): number[] {
  const asked: number[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('ecommercemanagement/v1/invoice/list')) return;
    const body = (await request.clone().json().catch(() => null)) as { invoiceNumber?: number } | null;
    if (body?.invoiceNumber) asked.push(body.invoiceNumber);
  });
  return asked;
}

async function openPalette(user: User, label = 'Screen, invoice number, product, post or user') {
  // the dashboard has rendered (its header title), then the shortcut
  await screen.findByRole('heading', { level: 1 }, { timeout: 40_000 });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: label }, { timeout: 20_000 });
}

const listbox = () => screen.getByRole('listbox');
/** The palette's live count (the list screen behind it has statuses of its own). */
const status = () => within(listbox().parentElement as HTMLElement).getByRole('status');

it('Ctrl+K, an invoice number in Persian digits, Enter opens that invoice', async () => {
  const user = userEvent.setup();
  const asked = invoiceLookups();
  const invoice = db.invoices[5];
  renderApp('/ecommerce-management/coupon', admin);
  const box = await openPalette(user);
  expect(box).toHaveFocus();
  await user.type(box, toPersianDigits(invoice.invoiceNumber));
  const option = await within(listbox()).findByRole('option', { name: new RegExp(`Invoice\\s*${invoice.invoiceNumber}`) }, { timeout: 20_000 });
  expect(box).toHaveAttribute('aria-activedescendant', option.id);
  expect(option).toHaveAttribute('aria-selected', 'true');
  expect(status()).toHaveTextContent('1 result');
  // debounced: one call for the whole number, none for its first digits
  expect(asked).toEqual([invoice.invoiceNumber]);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/ecommerce-management/invoice/${invoice.invoiceNumber}`));
}, 120_000);

it('Enter typed before the answer opens the invoice once it lands', async () => {
  const user = userEvent.setup();
  const invoice = db.invoices[7];
  renderApp('/ecommerce-management/coupon', admin);
  const box = await openPalette(user);
  await user.type(box, `${invoice.invoiceNumber}{Enter}`);
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/ecommerce-management/invoice/${invoice.invoiceNumber}`), { timeout: 20_000 });
}, 120_000);

it('a stale lookup is dropped: the older number answers last and is never shown', async () => {
  const user = userEvent.setup();
  const [slow, fast] = [db.invoices[1], db.invoices[2]];
  let slowAnswered = false;
  server.use(
    http.post('*/ecommercemanagement/v1/invoice/list', async ({ request }) => {
      const body = (await request.clone().json()) as { invoiceNumber?: number };
      if (body.invoiceNumber === slow.invoiceNumber) {
        await delay(2500);
        slowAnswered = true;
      }
      // nothing returned: the mock's own handler answers
    }),
  );
  renderApp('/ecommerce-management/coupon', admin);
  const box = await openPalette(user);
  await user.type(box, String(slow.invoiceNumber));
  expect(await screen.findByText('Searching…')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 400)); // the slow call is under way
  await user.clear(box);
  await user.type(box, String(fast.invoiceNumber));
  expect(await within(listbox()).findByRole('option', { name: new RegExp(`Invoice\\s*${fast.invoiceNumber}`) }, { timeout: 20_000 })).toBeInTheDocument();
  await waitFor(() => expect(slowAnswered).toBe(true), { timeout: 10_000 });
  await new Promise((r) => setTimeout(r, 200));
  expect(within(listbox()).queryByRole('option', { name: new RegExp(`Invoice\\s*${slow.invoiceNumber}`) })).not.toBeInTheDocument();
  expect(within(listbox()).getAllByRole('option')).toHaveLength(1);
}, 120_000);

it('a screen by its title', async () => {
  const user = userEvent.setup();
  renderApp('/ecommerce-management/coupon', admin);
  const box = await openPalette(user);
  await user.type(box, 'coupons');
  const coupons = await within(listbox()).findByRole('option', { name: /Screen\s*Coupons/ });
  expect(coupons).toHaveAttribute('aria-selected', 'true');
}, 120_000);

it('a product by name: arrows to it, Enter opens its edit page', async () => {
  const user = userEvent.setup();
  const product = db.products.find((p) => p.name.en.split(' ').length > 1)!;
  renderApp('/ecommerce-management/coupon', admin);
  const again = await openPalette(user);
  await user.type(again, product.name.en);
  const option = await within(listbox()).findByRole('option', { name: new RegExp(`Product\\s*${product.name.en}`) }, { timeout: 20_000 });
  const options = within(listbox()).getAllByRole('option');
  for (let i = 0; i < options.indexOf(option); i += 1) await user.keyboard('{ArrowDown}');
  expect(again).toHaveAttribute('aria-activedescendant', option.id);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/ecommerce-management/product/edit/${product.id}`));
}, 120_000);

it('finds only what the roles allow: a post manager sees no invoices, users or coupons, and no invoice is asked', async () => {
  const user = userEvent.setup();
  const asked = invoiceLookups();
  renderApp('/post-management/post', { apiKey: seededApiKey('u4'), session: en });
  const box = await openPalette(user);
  await user.type(box, 'coupons');
  await waitFor(() => expect(status()).toHaveTextContent('No results'), { timeout: 20_000 });
  await user.clear(box);
  await user.type(box, 'posts');
  expect(await within(listbox()).findByRole('option', { name: /Screen\s*Posts/ })).toBeInTheDocument();
  await user.clear(box);
  await user.type(box, String(db.invoices[0].invoiceNumber));
  await waitFor(() => expect(status()).toHaveTextContent('No results'), { timeout: 20_000 });
  expect(asked).toEqual([]);
}, 120_000);

it('a record the query names exactly is listed first, above the screens, and Enter opens it', async () => {
  const user = userEvent.setup();
  // a product named like a screen: the screen matches the words, the product matches the whole query
  const product = db.products[3];
  product.name = { fa: 'کدهای تخفیف', en: 'Coupons' };
  renderApp('/ecommerce-management/product', admin);
  const box = await openPalette(user);
  await user.type(box, 'coupons');
  const exact = await within(listbox()).findByRole('option', { name: /Product\s*Coupons/ }, { timeout: 20_000 });
  expect(within(listbox()).getAllByRole('option')[0]).toBe(exact);
  expect(within(listbox()).getByRole('option', { name: /Screen\s*Coupons/ })).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-activedescendant', exact.id);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/ecommerce-management/product/edit/${product.id}`));
}, 120_000);

it('fa: a user found by mobile shows the mobile in Persian digits', async () => {
  const user = userEvent.setup();
  const manager = db.users.find((u) => u.id === 'u2')!;
  renderApp('/ecommerce-management/coupon', { apiKey: seededApiKey('u1'), session: { language: 'fa' as const, direction: 'rtl' as const } });
  const box = await openPalette(user, 'صفحه، شمارهٔ فاکتور، محصول، مطلب یا کاربر');
  await user.type(box, `0${manager.mobile}`);
  const option = await within(listbox()).findByRole('option', { name: new RegExp(manager.firstName.fa) }, { timeout: 20_000 });
  expect(option).toHaveTextContent(toPersianDigits(`0${manager.mobile}`));
  expect(option.textContent).not.toMatch(/[0-9]/);
  // the exact match is the first option
  expect(within(listbox()).getAllByRole('option')[0]).toBe(option);
}, 120_000);
