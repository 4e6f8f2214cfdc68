/**
 * The shop on a phone: a "Categories" button by the list's heading opens the category tree in a drawer
 * (the sidebar tree is after the products there); choosing a category closes it and opens the category.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 30_000 };

it('opens the category tree from a button beside the heading and closes once a category is chosen', { timeout: 90_000 }, async () => {
  const user = userEvent.setup();
  renderApp('/shop?language=en', { session: { language: 'en', direction: 'ltr' } });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Shop' }, SLOW);
  // the button sits in the list's header, before the products
  const toggle = within(heading.closest('header') as HTMLElement).getByRole('button', { name: 'Categories' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();

  await user.click(toggle);
  const drawer = await screen.findByRole('dialog', { name: 'Categories' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const root = db.productCategories.find((c) => !c.parent)!;
  const link = await within(drawer).findByRole('link', { name: new RegExp(root.title.en) }, SLOW);

  await user.click(link);
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/shop/category/${root.alias}`));
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
});
