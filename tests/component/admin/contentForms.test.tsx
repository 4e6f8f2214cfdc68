/** The post and plugin form pages against msw/node: load, edit and reload, type rules, refused saves. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { db, seededApiKey } from '@mocks/db';
import PostForm from '@/features/admin/posts/PostForm';
import PluginForm from '@/features/admin/plugins/PluginForm';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

function Screens() {
  return (
    <Routes>
      <Route path="/post-management/post/add" element={<PostForm />} />
      <Route path="/post-management/post/edit/:variable" element={<PostForm />} />
      <Route path="/plugin-management/plugin/add" element={<PluginForm />} />
      <Route path="/plugin-management/plugin/edit/:variable" element={<PluginForm />} />
    </Routes>
  );
}

it('post: edit loads the post, a duplicate alias is refused and kept, a rename is saved and reloaded', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Screens />, '/post-management/post/edit/po2', admin);
  const title = await screen.findByLabelText('Title');
  await waitFor(() => expect(title).toHaveValue('Our new Shiraz branch is open'));
  expect(screen.getByLabelText('Alias')).toHaveValue('our-new-shiraz-branch-is-open');

  const alias = screen.getByLabelText('Alias');
  await user.clear(alias);
  await user.type(alias, 'how-to-build-a-simple-skincare-routine');
  await user.click(screen.getByRole('button', { name: /Save/ }));
  expect((await screen.findAllByText('alias: This alias is already used by another post.'))[0]).toBeInTheDocument();
  expect(screen.getByLabelText('Alias')).toHaveValue('how-to-build-a-simple-skincare-routine');
  expect(db.posts.find((p) => p.id === 'po2')?.alias).toBe('our-new-shiraz-branch-is-open');

  await user.clear(screen.getByLabelText('Alias'));
  await user.type(screen.getByLabelText('Alias'), 'shiraz-branch');
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), 'Shiraz branch opened');
  await user.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(db.posts.find((p) => p.id === 'po2')).toMatchObject({ alias: 'shiraz-branch', title: { en: 'Shiraz branch opened' } }));
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Shiraz branch opened'));
}, 120_000);

it('post: required fields say so under the field and nothing is sent', async () => {
  const user = userEvent.setup();
  const before = db.posts.length;
  renderWithProviders(<Screens />, '/post-management/post/add', admin);
  await user.click(await screen.findByRole('button', { name: /Save/ }));
  expect(await screen.findByText('Title Can not be empty!')).toBeInTheDocument();
  expect(screen.getByText('Categories Can not be empty!')).toBeInTheDocument();
  expect(db.posts).toHaveLength(before);
}, 120_000);

it('plugin: the type cannot change when editing; contact fields are validated and saved', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Screens />, '/plugin-management/plugin/edit/pl6', admin);
  const tel = await screen.findByLabelText('Telephone');
  await waitFor(() => expect(tel).toHaveValue('02188776655'));
  expect(screen.getByLabelText('Plugin type').closest('.ant-select')).toHaveClass('ant-select-disabled');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: /Save/ }));
  expect(await screen.findByText('Email Email is not valid.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'hello@shop.test');
  await user.clear(tel);
  await user.type(tel, '02100000000');
  await user.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(db.plugins.find((p) => p.id === 'pl6')?.params).toMatchObject({ email: 'hello@shop.test', tel: '02100000000' }));
}, 120_000);

it('plugin: adding offers only the types not in use', async () => {
  const user = userEvent.setup();
  db.plugins = db.plugins.filter((p) => p.name !== 'GALLERY');
  renderWithProviders(<Screens />, '/plugin-management/plugin/add', admin);
  await user.click(await screen.findByLabelText('Plugin type'));
  const gallery = await screen.findByText('Gallery', { selector: '.ant-select-item-option-content' });
  expect(gallery.closest('.ant-select-item-option')).not.toHaveClass('ant-select-item-option-disabled');
  await waitFor(() => expect(screen.getByText('About us', { selector: '.ant-select-item-option-content' }).closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled'));
  await user.click(gallery);
  await user.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(db.plugins.some((p) => p.name === 'GALLERY')).toBe(true));
}, 120_000);
