/** The unsaved-changes guard: own form pages through the sidebar, and form modals on Cancel. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import Country from '@/features/admin/reference/Country';
import { hasUnsavedChanges } from '@/components/unsaved/unsavedChanges';
import { nextQuestion } from '../../utils/questions';
import { locationRef, renderApp, renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

const realMatchMedia = window.matchMedia;
beforeEach(() => {
  // desktop width: the sidebar is shown (not the phone drawer)
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const COUPONS = '/ecommerce-management/coupon';

async function openProduct() {
  // a product the form can save as it is (brand and categories set)
  const product = db.products.find((p) => p.brand && p.categories.length > 0 && p.price > 0)!;
  renderApp(`/ecommerce-management/product/edit/${product.id}`, admin);
  const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 40_000 });
  expect(name).toHaveValue(product.name.en);
  return { product, name };
}

const sidebarLink = (text: string) => within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: text });
const leaveDialog = () => screen.queryAllByText('Leave this page?')[0] ?? null;

describe('form page', () => {
  it('a clean form leaves through the sidebar without asking', async () => {
    const user = userEvent.setup();
    await openProduct();
    await user.click(sidebarLink('Coupons'));
    await waitFor(() => expect(locationRef.current.pathname).toBe(COUPONS));
    expect(leaveDialog()).not.toBeInTheDocument();
  }, 120_000);

  it('a changed form asks before a sidebar link leaves it: Keep editing stays with what was typed, Leave goes', async () => {
    const user = userEvent.setup();
    const { product, name } = await openProduct();
    await user.type(name, ' changed');
    const keepEditing = nextQuestion('Keep editing');
    await user.click(sidebarLink('Coupons'));
    expect((await screen.findAllByText('Leave this page?'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Your changes have not been saved. If you leave, they will be lost.')[0]).toBeInTheDocument();
    expect(locationRef.current.pathname).toBe(`/ecommerce-management/product/edit/${product.id}`);

    await keepEditing(user);
    expect(locationRef.current.pathname).toBe(`/ecommerce-management/product/edit/${product.id}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(`${product.name.en} changed`);

    const leave = nextQuestion('Leave without saving');
    await user.click(sidebarLink('Coupons'));
    await leave(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe(COUPONS));
    expect(db.products.find((p) => p.id === product.id)?.name.en).toBe(product.name.en);
    expect(hasUnsavedChanges()).toBe(false);
  }, 120_000);

  it('the Back button of a changed form asks too', async () => {
    const user = userEvent.setup();
    const { name } = await openProduct();
    await user.type(name, ' changed');
    const leave = nextQuestion('Leave without saving');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findAllByText('Leave this page?'))[0]).toBeInTheDocument();
    await leave(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/ecommerce-management/product'));
  }, 120_000);

  it('after a successful save, leaving does not ask', async () => {
    const user = userEvent.setup();
    const { product, name } = await openProduct();
    const before = product.name.en;
    await user.type(name, ' saved');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.products.find((p) => p.id === product.id)?.name.en).toBe(`${before} saved`), { timeout: 20_000 });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false), { timeout: 20_000 });
    await user.click(sidebarLink('Coupons'));
    await waitFor(() => expect(locationRef.current.pathname).toBe(COUPONS));
    expect(leaveDialog()).not.toBeInTheDocument();
  }, 120_000);
});

describe('form modal', () => {
  it('a changed modal asks on Cancel and × (Keep editing keeps it open); a clean one closes at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Country />, '/basic-information/country', admin);
    const add = await screen.findByRole('button', { name: 'Add' }, { timeout: 30_000 });

    await user.click(add);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(add);
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Atlantis');
    const keepEditing = nextQuestion('Keep editing');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard your changes?'))[0]).toBeInTheDocument();
    await keepEditing(user);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Atlantis');

    // the × asks as well
    const discard = nextQuestion('Discard changes');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await discard(user);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(db.countries.some((c) => c.name.en === 'Atlantis')).toBe(false);
  }, 120_000);
});
