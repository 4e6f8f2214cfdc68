/** Stores: own list and form pages (smoke test against msw/node through the whole app). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('store list toggles publish; edit opens the edit page with the loaded store and saves', async () => {
  const user = userEvent.setup();
  const store = db.stores[0];
  const published = store.publish;
  renderApp('/basic-information/store?language=en', admin);
  const row = (await screen.findByText(store.name.en, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('switch', { name: 'Publish' }));
  await waitFor(() => expect(db.stores[0].publish).toBe(!published));

  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  await user.click((await screen.findAllByText('Edit')).pop() as HTMLElement);
  await waitFor(() => expect(locationRef.current.pathname).toBe(`/basic-information/store/edit/${store.id}`));
  const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 });
  expect(name).toHaveValue(store.name.en);
  expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue(String(store.location.lat));
  await user.clear(name);
  await user.type(name, 'Main branch');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(db.stores.find((s) => s.id === store.id)?.name.en).toBe('Main branch'));
}, 180_000);
