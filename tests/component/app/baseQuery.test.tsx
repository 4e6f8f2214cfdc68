/** The one baseQuery: envelope, notifications, pending counter, 401, failures that never throw. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { requestFinished } from '@/api/events';
import { siteApi } from '@/api/services/site';
import { subscribeNotices, type Notice } from '@/api/notifier';
import { renderWithProviders } from '../../utils/renderApp';
import { useVersionQuery } from '@/api/services/site';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    probeWrite: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', body: {} }) }),
  }),
  overrideExisting: true,
});

function collectNotices() {
  const notices: Notice[] = [];
  const stop = subscribeNotices((n) => notices.push(n));
  return { notices, stop };
}

describe('baseQuery', () => {
  it('adds apiKey and language, unwraps content', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/probe/ok', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, data: { content: { a: 1 } }, messages: [] });
      }),
    );
    Cookies.set('api_key', 'k-123');
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('probe/ok'));
    expect(result.data).toEqual({ a: 1 });
    expect(seen?.searchParams.get('apiKey')).toBe('k-123');
    expect(seen?.searchParams.get('language')).toBe('fa');
  });

  it('shows every envelope message once, with its type, and rejects on success false', async () => {
    server.use(
      http.get('*/probe/fail', () =>
        HttpResponse.json({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'warning', message: 'Check this.' }, { type: 'error', message: 'Nope.' }] }),
      ),
    );
    const { notices, stop } = collectNotices();
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('probe/fail'));
    stop();
    expect(result.error).toMatchObject({ status: 'API_ERROR', content: { invalidRecaptcha: true } });
    expect(notices).toEqual([
      { type: 'warning', message: 'Check this.' },
      { type: 'error', message: 'Nope.' },
    ]);
  });

  it('renders envelope messages as antd notifications', async () => {
    server.use(http.get('*/site/v1/version', () => HttpResponse.json({ success: true, data: { content: '9.9.9' }, messages: [{ type: 'success', message: 'Saved nicely.' }] })));
    function Probe() {
      const { data } = probe.useProbeQuery('site/v1/version');
      useVersionQuery();
      return <span>{String(data ?? '')}</span>;
    }
    renderWithProviders(<Probe />);
    expect(await screen.findByText('Saved nicely.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Saved nicely.')).toHaveLength(1));
  });

  it.each([
    ['network failure', () => HttpResponse.error(), 'api.networkError'],
    ['HTML instead of JSON', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }), 'api.badAnswer'],
    ['malformed JSON', () => new HttpResponse('{"success": tr', { headers: { 'Content-Type': 'application/json' } }), 'api.badAnswer'],
    ['JSON without the envelope', () => HttpResponse.json([1, 2, 3]), 'api.badAnswer'],
    ['HTTP 500', () => HttpResponse.json({ oops: true }, { status: 500 }), 'api.serverError'],
  ])('turns a %s into an error notification without throwing', async (_name, reply, messageId) => {
    server.use(http.get('*/probe/broken', reply));
    const { notices, stop } = collectNotices();
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('probe/broken'));
    stop();
    expect(result.error).toBeDefined();
    expect(notices.map((n) => n.messageId)).toEqual([messageId]);
    expect(store.getState().session.pending).toBe(0);
  });

  it('counts pending requests and never goes below zero', async () => {
    server.use(http.get('*/probe/slow', async () => {
      await delay(50);
      return HttpResponse.json({ success: true, data: { content: 1 }, messages: [] });
    }));
    const store = makeStore();
    const a = store.dispatch(probe.endpoints.probe.initiate('probe/slow'));
    const b = store.dispatch(siteApi.endpoints.version.initiate());
    expect(store.getState().session.pending).toBe(2);
    await Promise.all([a, b]);
    expect(store.getState().session.pending).toBe(0);
    store.dispatch(requestFinished());
    expect(store.getState().session.pending).toBe(0);
  });

  it('logs out on 401 while a key exists and clears the cache', async () => {
    server.use(http.get('*/probe/401', () => HttpResponse.json({ success: false, messages: [] }, { status: 401 })));
    Cookies.set('api_key', 'old-key');
    const store = makeStore();
    expect(store.getState().session.apiKey).toBe('old-key');
    await store.dispatch(probe.endpoints.probe.initiate('probe/401'));
    expect(store.getState().session.apiKey).toBeNull();
    expect(Cookies.get('api_key')).toBeUndefined();
  });

  it('fails a route tree that does not match its schema: a bad answer, one notification, never data', async () => {
    server.use(http.get('*/site/v1/route/', () => HttpResponse.json({ success: true, data: { content: { nope: 1 } }, messages: [] })));
    subscribeNotices(() => undefined)(); // drop notices earlier tests left without a listener
    const { notices, stop } = collectNotices();
    const store = makeStore();
    const result = await store.dispatch(siteApi.endpoints.routes.initiate());
    stop();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', content: { schemaIssues: [expect.any(String)] } });
    expect(notices).toEqual([expect.objectContaining({ type: 'error', messageId: 'api.badAnswer' })]);
  });

  it.each([
    ['content null', null],
    ['an array where an object belongs', [{ id: 'p1' }]],
    ['fields of the wrong type', { id: 'p1', name: 123, alias: 'x', price: 'free' }],
  ])('fails a product answer with %s instead of handing it to the screen', async (_name, content) => {
    server.use(http.get('*/site/v1/product/:alias', () => HttpResponse.json({ success: true, data: { content }, messages: [] })));
    subscribeNotices(() => undefined)(); // drop notices earlier tests left without a listener
    const { notices, stop } = collectNotices();
    const store = makeStore();
    const result = await store.dispatch(siteApi.endpoints.product.initiate('x'));
    stop();
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR' });
    expect(notices.filter((n) => n.messageId === 'api.badAnswer')).toHaveLength(1);
  });
});

describe('a read that did not reach the server', () => {
  /** Answers `failures` network errors, then the envelope; counts every request. */
  function flaky(path: string, failures: number, method: 'get' | 'post' = 'get') {
    const seen = { count: 0 };
    server.use(
      http[method](`*/${path}`, () => {
        seen.count += 1;
        return seen.count <= failures ? HttpResponse.error() : HttpResponse.json({ success: true, data: { content: { ok: true } }, messages: [] });
      }),
    );
    return seen;
  }

  afterEach(() => vi.restoreAllMocks());

  it('is asked again with a backoff and shows the answer without an error when it comes', async () => {
    const seen = flaky('probe/flaky', 2);
    subscribeNotices(() => undefined)();
    const { notices, stop } = collectNotices();
    const result = await makeStore().dispatch(probe.endpoints.probe.initiate('probe/flaky'));
    stop();
    expect(result.data).toEqual({ ok: true });
    expect(seen.count).toBe(3);
    expect(notices).toEqual([]);
  });

  it('after two more tries is the network error, told once', async () => {
    const seen = flaky('probe/down', 99);
    subscribeNotices(() => undefined)();
    const { notices, stop } = collectNotices();
    const result = await makeStore().dispatch(probe.endpoints.probe.initiate('probe/down'));
    stop();
    expect(result.error).toEqual({ status: 'FETCH_ERROR' });
    expect(seen.count).toBe(3);
    expect(notices).toEqual([expect.objectContaining({ type: 'error', messageId: 'api.networkError' })]);
  });

  it('is not asked again while the browser is offline: the reconnect asks it', async () => {
    const seen = flaky('probe/offline', 99);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // the browser goes offline while the first request is on its way
    server.use(
      http.get('*/probe/offline', () => {
        seen.count += 1;
        offline.mockReturnValue(false);
        return HttpResponse.error();
      }),
    );
    const result = await makeStore().dispatch(probe.endpoints.probe.initiate('probe/offline'));
    expect(result.error).toEqual({ status: 'FETCH_ERROR' });
    expect(seen.count).toBe(1);
  });

  it('a write is sent once, and an HTTP error is the answer at once', async () => {
    const write = flaky('probe/write', 99, 'post');
    expect((await makeStore().dispatch(probe.endpoints.probeWrite.initiate('probe/write'))).error).toEqual({ status: 'FETCH_ERROR' });
    expect(write.count).toBe(1);
    let asked = 0;
    server.use(
      http.get('*/probe/500', () => {
        asked += 1;
        return HttpResponse.json({ success: false, messages: [] }, { status: 500 });
      }),
    );
    expect((await makeStore().dispatch(probe.endpoints.probe.initiate('probe/500'))).error).toMatchObject({ status: 500 });
    expect(asked).toBe(1);
  });

  it('a screen that stops waiting cancels the next try, quietly', async () => {
    const seen = flaky('probe/left', 99);
    subscribeNotices(() => undefined)();
    const { notices, stop } = collectNotices();
    const request = makeStore().dispatch(probe.endpoints.probe.initiate('probe/left'));
    await waitFor(() => expect(seen.count).toBe(1));
    request.abort();
    const result = await request;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop();
    expect(result.error).toMatchObject({ name: 'AbortError' });
    expect(seen.count).toBe(1);
    expect(notices).toEqual([]);
  });
});
