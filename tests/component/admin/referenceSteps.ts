/** Shared steps of the reference-data list tests (reference*.test.tsx): sign-in, pick, edit, delete, save, toggle. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { seededApiKey } from '@mocks/db';

export const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
export type User = ReturnType<typeof userEvent.setup>;

/** Opens the antd Select labelled `label` inside `scope` and picks `option`. */
export async function pick(user: User, scope: HTMLElement, label: string, option: string) {
  await waitFor(() => expect(within(scope).getByLabelText(label)).toBeEnabled());
  await user.click(within(scope).getByLabelText(label));
  // the option list is virtual: search narrows it to the wanted option
  await user.keyboard(option);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, { timeout: 10_000 });
  await user.click(options[options.length - 1]);
}

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

export async function editRow(user: User, text: string) {
  await user.click(within(await row(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Edit');
  await user.click(items[items.length - 1]);
  return screen.findByRole('dialog');
}

export async function deleteRow(user: User, text: string) {
  await user.click(within(await row(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Delete');
  await user.click(items[items.length - 1]);
  const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

export async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Flips the row's switch named `name` and waits until it has moved and its call has answered. */
export async function toggle(user: User, text: string, name = 'Publish') {
  const sw = within(await row(text)).getByRole('switch', { name });
  const before = sw.getAttribute('aria-checked');
  await user.click(sw);
  // moved, and its call answered (the switch is busy from the press until then)
  await waitFor(() => {
    const now = within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('switch', { name });
    expect(now.getAttribute('aria-checked')).not.toBe(before);
    expect(now).toHaveAttribute('aria-busy', 'false');
  });
}
