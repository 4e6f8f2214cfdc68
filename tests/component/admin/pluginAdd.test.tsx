/**
 * With every plugin type in use (one plugin per type) adding can never succeed: the
 * list offers no add button and says why; the add page, opened anyway, says why too.
 */
import { screen } from '@testing-library/react';
import { db, seededApiKey } from '@mocks/db';
import { PLUGIN_NAMES } from '@/api/schemas';
import PluginForm from '@/features/admin/plugins/PluginForm';
import PluginList from '@/features/admin/plugins/PluginList';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const WHY = /Every plugin type is in use/;

it('the list offers no add when every type is in use, and says why', async () => {
  expect(PLUGIN_NAMES.every((name) => db.plugins.some((p) => p.name === name))).toBe(true);
  renderWithProviders(<PluginList />, '/plugin-management/plugin', admin);
  expect(await screen.findByText(WHY)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
});

it('the list offers add again once a type is free', async () => {
  db.plugins = db.plugins.filter((p) => p.name !== 'GALLERY');
  renderWithProviders(<PluginList />, '/plugin-management/plugin', admin);
  expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
  expect(screen.queryByText(WHY)).toBeNull();
});

it('the add page says why it cannot save when every type is in use', async () => {
  renderWithProviders(<PluginForm />, '/plugin-management/plugin/add', admin);
  expect(await screen.findByText(WHY)).toBeInTheDocument();
});
