/**
 * Own form pages (ResourceFormPage + ImagesField) once, through a small fake entity wired with
 * `entityEndpoints` (multipart, JSON part `thing`) and served by msw handlers kept in this file.
 */
import { useEffect, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { Route, Routes } from 'react-router-dom';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { baseApi } from '@/api/baseApi';
import { entityEndpoints, type MultipartArgs } from '@/api/list';
import { ResourceFormPage, defineFormPage } from '@/components/resource/FormPage';
import { ImagesField } from '@/components/resource/FormPageImagesField';
import { useListParams } from '@/components/resource/useListParams';
import { Link } from '@/components/links';
import type { FieldsProps } from '@/components/resource/types';
import { locationRef, renderWithProviders } from '../../utils/renderApp';
import { pngFile } from '../../utils/files';

const thingSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
});
type Thing = z.infer<typeof thingSchema>;
interface Values {
  name: string;
  position: string;
  files?: File[];
}
type ThingArgs = MultipartArgs<{ name: string; position: number }>;

const thingApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const thing = entityEndpoints<Thing, ThingArgs>(build, 'testmanagement/v1', 'thing', 'Setting', { schema: thingSchema, multipart: 'thing' });
    return { formPageThing: thing.one, addFormPageThing: thing.add, editFormPageThing: thing.edit, deleteFormPageThingFile: thing.deleteFile };
  },
});
const api = thingApi.endpoints;

function Fields({ record }: FieldsProps<Thing>) {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name Can not be empty!' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="position" label="Position">
        <Input />
      </Form.Item>
      <ImagesField record={record} deleteFile={api.deleteFormPageThingFile} />
    </>
  );
}

/** Like "position = total + 1": ready after a load. */
function useNextPosition(adding: boolean): Partial<Values> | undefined {
  const [next, setNext] = useState<number>();
  useEffect(() => {
    if (!adding) return;
    const timer = setTimeout(() => setNext(8), 20);
    return () => clearTimeout(timer);
  }, [adding]);
  if (!adding) return {};
  return next === undefined ? undefined : { position: String(next) };
}

const thingPage = defineFormPage<Thing, Values, ThingArgs>({
  name: 'reference.store',
  listPath: '/things',
  editPath: (id) => `/things/edit/${id}`,
  endpoints: { one: api.formPageThing, add: api.addFormPageThing, edit: api.editFormPageThing },
  Fields,
  toValues: (r) => ({ name: r.name, position: String(r.position) }),
  initial: { name: 'New thing' },
  useInitial: useNextPosition,
  toBody: (v) => ({ json: { name: v.name, position: Number(v.position) }, files: v.files ?? [] }),
});

/** The list's stand-in: it keeps its page in the address as a list does, and links to a record. */
function ThingList() {
  const [params] = useListParams({ defaultPageSize: 20, pageSizes: [20, 50] });
  return (
    <>
      <p>The list of things</p>
      <p>Page {params.page}</p>
      <Link to="/things/edit/t1">Edit the first thing</Link>
    </>
  );
}

function Screen() {
  return (
    <Routes>
      <Route path="/things" element={<ThingList />} />
      <Route path="/things/add" element={<ResourceFormPage page={thingPage} />} />
      <Route path="/things/edit/:variable" element={<ResourceFormPage page={thingPage} />} />
    </Routes>
  );
}

// ---- the fake backend -------------------------------------------------------------------------
const envelope = (content: unknown, success = true, status = 200, message?: string) =>
  HttpResponse.json({ success, data: { content }, messages: message ? [{ type: success ? 'success' : 'error', message }] : [] }, { status });

interface Calls {
  get: number;
  post: number;
  put: number;
  del: string[];
}
let things: Record<string, Thing>;
let calls: Calls;
let nextFile: number;

async function readThing(request: Request) {
  const form = await request.formData();
  const part = form.get('thing') as Blob | string;
  const json = JSON.parse(typeof part === 'string' ? part : await part.text()) as { name: string; position: number };
  const files = form.getAll('files') as File[];
  return { json, files };
}

function serve(options: { putDelay?: number; putGate?: Promise<unknown>; failPut?: boolean; getStatus?: number } = {}) {
  server.use(
    http.get('*/testmanagement/v1/thing/:id', ({ params }) => {
      calls.get += 1;
      if (options.getStatus) return envelope(null, false, options.getStatus, 'Server error');
      const thing = things[params.id as string] as (typeof things)[string] | undefined;
      return thing ? envelope(thing) : envelope(null, false, 404, 'The requested page was not found.');
    }),
    http.post('*/testmanagement/v1/thing', async ({ request }) => {
      calls.post += 1;
      const { json, files } = await readThing(request);
      const id = `t${Object.keys(things).length + 1}`;
      things[id] = { id, name: json.name.trim(), position: json.position, files: files.map((f) => ({ id: `f${(nextFile += 1)}`, name: f.name })) };
      return envelope(id, true, 200, 'Saved.');
    }),
    http.put('*/testmanagement/v1/thing/:id', async ({ request, params }) => {
      calls.put += 1;
      if (options.putDelay) await new Promise((r) => setTimeout(r, options.putDelay));
      if (options.putGate) await options.putGate;
      if (options.failPut) return envelope(null, false, 200, 'The name is already used.');
      const { json, files } = await readThing(request);
      const thing = things[params.id as string];
      // the server keeps the name trimmed: the form must show that after the save
      thing.name = json.name.trim();
      thing.position = json.position;
      thing.files = [...thing.files, ...files.map((f) => ({ id: `f${(nextFile += 1)}`, name: f.name }))];
      return envelope(null, true, 200, 'Saved.');
    }),
    http.delete('*/testmanagement/v1/thing/:id/file/:fileId', ({ params }) => {
      calls.del.push(params.fileId as string);
      const thing = things[params.id as string];
      thing.files = thing.files.filter((f) => f.id !== params.fileId);
      return envelope(null, true, 200, 'Deleted.');
    }),
  );
}

beforeEach(() => {
  things = { t1: { id: 't1', name: 'First thing', position: 3, files: [{ id: 'f1', name: 'front.png' }] } };
  calls = { get: 0, post: 0, put: 0, del: [] };
  nextFile = 1;
});

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const nameBox = () => screen.findByRole('textbox', { name: 'Name' });
const png = (name: string) => pngFile(name);
function choose(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}
/** The new (not yet saved) images in the upload list. */
const newImages = () => Array.from(document.querySelectorAll('.ant-upload-list-item')).map((item) => item.textContent);

describe('ResourceFormPage', () => {
  it('shows a spinner, then the loaded record with its stored images, a title and the floating bar', async () => {
    serve();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await nameBox()).toHaveValue('First thing');
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveValue('3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Edit store')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    const bar = screen.getByRole('toolbar');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByRole('button', { name: /Save/ })).toHaveAttribute('type', 'submit');
    expect(within(bar).getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown id, with a way back to the list', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/nope', admin);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByText('The list of things')).toBeInTheDocument();
  });

  it('treats success with no content as a bad answer (the record is checked): the error with a retry, not an empty form', async () => {
    server.use(http.get('*/testmanagement/v1/thing/:id', () => envelope(null)));
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the load fails otherwise, then a fresh form', async () => {
    serve({ getStatus: 500 });
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    // the shared error state (what failed, why) with the way back beside it
    expect(await screen.findByTestId('load-error')).toHaveTextContent('The item could not be loadedThe server had an error (500).');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    server.resetHandlers();
    serve();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await nameBox()).toHaveValue('First thing');
  });

  it('adds with the initial values (incl. those of useInitial) and goes to the edit route of the new id', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/add', admin);
    // waits for useInitial before the form mounts
    expect(screen.getByRole('status')).toBeInTheDocument();
    const name = await nameBox();
    expect(screen.getByText('Add store')).toBeInTheDocument();
    expect(name).toHaveValue('New thing');
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveValue('8');
    await user.clear(name);
    await user.type(name, '  Lamp ');
    choose(png('lamp.png'));
    await waitFor(() => expect(newImages()).toEqual(['lamp.png']));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/things/edit/t2'));
    expect(calls.post).toBe(1);
    expect(things.t2).toMatchObject({ name: 'Lamp', position: 8, files: [{ name: 'lamp.png' }] });
    // the edit page shows what the server keeps: the stored image, no pending upload
    await waitFor(async () => expect(await nameBox()).toHaveValue('Lamp'));
    expect(screen.getByText('Edit store')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'lamp.png' })).toBeInTheDocument();
    expect(newImages()).toEqual([]);
  });

  it('keeps the add page and everything typed when the add fails', async () => {
    serve();
    server.use(http.post('*/testmanagement/v1/thing', () => envelope(null, false, 200, 'The name is already used.')));
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/add', admin);
    const name = await nameBox();
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    // said in the notice and under the field it names
    expect(await screen.findAllByText('The name is already used.')).not.toHaveLength(0);
    expect(locationRef.current.pathname).toBe('/things/add');
    expect(name).toHaveValue('New thing 2');
  });

  it('saves an edit, reloads, and then shows what the server saved; new images are cleared', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    const name = await nameBox();
    const loads = calls.get;
    await user.clear(name);
    await user.type(name, '  Renamed  ');
    choose(png('back.png'));
    await waitFor(() => expect(newImages()).toEqual(['back.png']));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.put).toBe(1));
    await waitFor(async () => expect(await nameBox()).toHaveValue('Renamed'));
    expect(calls.get).toBeGreaterThan(loads);
    expect(things.t1.files.map((f) => f.name)).toEqual(['front.png', 'back.png']);
    expect(await screen.findByRole('img', { name: 'back.png' })).toBeInTheDocument();
    expect(newImages()).toEqual([]);
    expect(locationRef.current.pathname).toBe('/things/edit/t1');
  });

  it('keeps everything typed, the chosen images included, when the save fails', async () => {
    serve({ failPut: true });
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    const name = await nameBox();
    await user.clear(name);
    await user.type(name, 'Typed name');
    choose(png('new.png'));
    await waitFor(() => expect(newImages()).toEqual(['new.png']));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The name is already used.')).toBeInTheDocument();
    expect(calls.put).toBe(1);
    expect(await nameBox()).toHaveValue('Typed name');
    expect(newImages()).toEqual(['new.png']);
    expect(screen.getByRole('button', { name: /Save/ })).not.toHaveClass('ant-btn-loading');
    expect(things.t1.name).toBe('First thing');
  });

  it('sends one request per double click', async () => {
    // the server holds the answer until the double click is over, so the test does not race the save
    let release: (value?: unknown) => void = () => undefined;
    serve({ putGate: new Promise((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    await nameBox();
    await user.dblClick(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading'));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).not.toHaveClass('ant-btn-loading'));
    expect(calls.put).toBe(1);
  });

  it('does not save with an invalid form', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    await user.clear(await nameBox());
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Name Can not be empty!')).toBeInTheDocument();
    expect(calls.put).toBe(0);
  });

  it('goes back to the list with the back button', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    await nameBox();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/things'));
    expect(screen.getByText('The list of things')).toBeInTheDocument();
  });

  it('goes back to the page of the list it came from, with its page size, in the page\'s language', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things?page=3&limit=50', admin);
    await user.click(screen.getByRole('link', { name: 'Edit the first thing' }));
    await nameBox();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.put).toBe(1));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/things'));
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    const search = new URLSearchParams(locationRef.current.search);
    expect(Object.fromEntries(search)).toEqual({ page: '3', limit: '50', language: 'en' });
  });

  it('deletes a stored image after confirmation, keeping what was typed', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<Screen />, '/things/edit/t1', admin);
    const name = await nameBox();
    await user.type(name, ' (typed)');
    await user.click(screen.getByRole('button', { name: 'Delete front.png' }));
    expect(calls.del).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.del).toEqual(['f1']));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'front.png' })).not.toBeInTheDocument());
    expect(things.t1.files).toEqual([]);
    expect(await nameBox()).toHaveValue('First thing (typed)');
  });

  it('works right-to-left in Persian', async () => {
    serve();
    renderWithProviders(<Screen />, '/things/edit/t1', { apiKey: admin.apiKey, session: { language: 'fa', direction: 'rtl' } });
    const bar = await screen.findByRole('toolbar');
    expect(within(bar).getByRole('button', { name: /بازگشت/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /ذخیره/ })).toBeInTheDocument();
    expect(bar.querySelector('.anticon-arrow-right')).not.toBeNull();
  });
});
