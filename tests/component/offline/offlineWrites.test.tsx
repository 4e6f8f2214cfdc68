/**
 * The wire layer offline (src/api/baseQuery.ts): a write attempted offline is never sent and says it
 * needs a connection (one place for every form: cart, coupon, profile, sign-in, admin); a read that
 * found nothing offline adds no notice to the offline indicator and its LoadError; an answer the
 * service worker gave from its cache tells the page it shows a saved copy, and from when.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { subscribeNotices, type Notice } from '@/api/notifier';
import { connectionState, subscribeConnection } from '@/api/connection';
import { SAVED_COPY_HEADER } from '@/api/offlineRules';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    offlineProbeSave: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', body: { name: 'kept' } }) }),
    offlineProbeRead: build.query<unknown, string>({ query: (path) => path }),
  }),
  overrideExisting: true,
});

afterEach(() => vi.restoreAllMocks());

describe('a write while offline', () => {
  it('is not sent: a "needs a connection" notice and a network error the form keeps its values through', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/probe/save', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ success: true, data: { content: null }, messages: [] });
      }),
    );
    const notices: Notice[] = [];
    const stop = subscribeNotices((n) => notices.push(n));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.offlineProbeSave.initiate('probe/save'));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR', content: { offline: true } } });
    expect(sent).toEqual([]);
    // a notice about the missing connection: it closes when the browser is back online
    // (this write's: the notifier is the app's one, and a late answer of another file's screen may tell
    // something of its own meanwhile)
    expect(notices.filter((n) => n.messageId === 'offline.needsConnection')).toEqual([{ type: 'warning', messageId: 'offline.needsConnection', untilOnline: true }]);

    // back online, the same press sends it
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const again = await store.dispatch(probe.endpoints.offlineProbeSave.initiate('probe/save'));
    stop();
    expect(again).toMatchObject({ data: null });
    expect(sent).toHaveLength(1);
  });

  it('a read that fails offline tells nothing: the offline indicator and the screen\'s LoadError say it', async () => {
    server.use(http.get('*/probe/unsaved', () => HttpResponse.error()));
    const notices: Notice[] = [];
    const stop = subscribeNotices((n) => notices.push(n));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // subscribe: false: no refetch of it when a later test says the browser is back online
    const result = await makeStore().dispatch(probe.endpoints.offlineProbeRead.initiate('probe/unsaved', { subscribe: false }));
    stop();
    expect(result.error).toEqual({ status: 'FETCH_ERROR' });
    expect(notices).toEqual([]);
  });

  it('reads are still asked offline: the service worker may have the answer', async () => {
    server.use(http.get('*/probe/read', () => HttpResponse.json({ success: true, data: { content: 1 }, messages: [] })));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // subscribe: false: no refetch of it, without its handler, when a later test says the browser is back online
    const result = await makeStore().dispatch(probe.endpoints.offlineProbeRead.initiate('probe/read', { subscribe: false }));
    expect(result.data).toBe(1);
  });
});

describe('a saved copy', () => {
  it('an answer marked by the worker tells the page when it was saved; reconnecting forgets it', async () => {
    server.use(
      http.get('*/probe/saved', () =>
        HttpResponse.json({ success: true, data: { content: 2 }, messages: [] }, { headers: { [SAVED_COPY_HEADER]: '2026-11-20T10:30:00.000Z' } }),
      ),
    );
    const stop = subscribeConnection(() => undefined);
    await makeStore().dispatch(probe.endpoints.offlineProbeRead.initiate('probe/saved', { subscribe: false }));
    expect(connectionState().savedAt).toBe('2026-11-20T10:30:00.000Z');
    window.dispatchEvent(new Event('online'));
    expect(connectionState().savedAt).toBeNull();
    stop();
  });
});
