/** A row menu: delete after the screen's own operations (destructive last), mounted on the way to a press, opened and closed by pointer and keyboard. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import UserList from '@/features/admin/users/UserList';
import { renderWithProviders } from '../../utils/renderApp';
import { whatReactDidDuring } from '../../utils/reactCommits';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('the user row menu: edit first, the screen’s operations, delete last', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(<UserList />, '/user-management/user?sorter=createdAt,asc', admin);
  const target = db.users.find((u) => u.id === 'u2')!;
  const row = (await screen.findByText(`${target.firstName.en} ${target.lastName.en}`)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(2));
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent.trim());
  expect(names[0]).toBe('Edit');
  expect(names.at(-1)).toBe('Delete');
  expect(names).toEqual(expect.arrayContaining(['Reset password', 'Roles']));
});

/** A dropdown that is shown and not on its way out (jsdom never ends antd's leave motion). */
const SHOWN_MENU = '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])';

/** The row of the seeded user u2 on the user list, once the list has answered. */
async function userRow() {
  renderWithProviders(<UserList />, '/user-management/user?sorter=createdAt,asc', admin);
  const target = db.users.find((u) => u.id === 'u2')!;
  return (await screen.findByText(`${target.firstName.en} ${target.lastName.en}`)).closest('tr') as HTMLElement;
}

it('mounts the menu when the pointer rests on the button, keeps the same button element, and a second press closes it', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const row = await userRow();
  const button = within(row).getByRole('button', { name: 'Operations' });
  await user.hover(button);
  // mounted and hidden before any press: the press only shows it
  await waitFor(() => expect(document.querySelector('.ant-dropdown [role="menu"]')).not.toBeNull());
  expect(screen.queryByRole('menu')).toBeNull();
  await user.click(button);
  // shown (not its opacity: jsdom may leave antd's enter motion at its first frame)
  await waitFor(() => expect(document.querySelector(SHOWN_MENU)).not.toBeNull());
  // the press went to the element it was aimed at, which is still the row's button
  expect(within(row).getByRole('button', { name: 'Operations' })).toBe(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  expect(document.querySelector(SHOWN_MENU)).toBeNull();
});

it('mounts no menu for a pointer passing over the buttons on its way', async () => {
  renderWithProviders(<UserList />, '/user-management/user?sorter=createdAt,asc', admin);
  const [passed, rested] = (await screen.findAllByRole('button', { name: 'Operations' })).slice(0, 2);
  const mounted = (button: HTMLElement) => button.parentElement?.querySelector('.ant-dropdown-trigger') ?? null;
  // in and out at once, then on to the next row's button, where the pointer rests
  fireEvent.pointerEnter(passed);
  fireEvent.pointerLeave(passed);
  fireEvent.pointerEnter(rested);
  // the rested-on button's menu mounts after its rest, which began after the passed one's
  await waitFor(() => expect(mounted(rested)).not.toBeNull());
  expect(mounted(passed)).toBeNull();
});

it('opens on a press that came with neither a rest nor the focus (a tap on a touch screen)', async () => {
  const row = await userRow();
  const button = within(row).getByRole('button', { name: 'Operations' });
  fireEvent.click(button);
  await waitFor(() => expect(document.querySelector(SHOWN_MENU)).not.toBeNull());
  expect(button).toHaveAttribute('aria-expanded', 'true');
});

it('opens from the keyboard, and Escape in the menu gives the focus back to the button', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const row = await userRow();
  const button = within(row).getByRole('button', { name: 'Operations' });
  act(() => button.focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // in the menu, as after Tab or an arrow key in a browser
  act(() => within(menu).getAllByRole('menuitem')[0].focus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  expect(document.querySelector(SHOWN_MENU)).toBeNull();
  expect(button).toHaveFocus();
});

it('opening a mounted menu keeps its items: it renders less than mounting it did (antd builds its menu anew on each render of the dropdown)', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const row = await userRow();
  const button = within(row).getByRole('button', { name: 'Operations' });
  const mounting = await whatReactDidDuring(async () => {
    await user.hover(button);
    await waitFor(() => expect(document.querySelector('.ant-dropdown [role="menu"]')).not.toBeNull());
  });
  const items = document.querySelectorAll('.ant-dropdown [role="menuitem"]').length;
  const opening = await whatReactDidDuring(async () => {
    await user.click(button);
    await waitFor(() => expect(document.querySelector(SHOWN_MENU)).not.toBeNull());
  });
  expect(items).toBeGreaterThan(2);
  // counted: the menu of four items mounted in 131 components; opening it rendered 290 with antd's own
  // menu built again (each item a Tooltip), 62 with the row's menu kept (ResourceTable.tsx, RowMenuItems)
  expect(opening.components).toBeLessThan(mounting.components);
});
