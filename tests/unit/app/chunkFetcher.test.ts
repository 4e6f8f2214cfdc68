/** The chunk fetcher's worker side: what it downloads and asks for the page, and what it answers. */
import { serveFetcher, type FetcherReply } from '@/app/boot/chunkFetcher';

function fakeScope() {
  const replies: FetcherReply[] = [];
  const scope = { onmessage: null as ((event: MessageEvent<unknown>) => void) | null, postMessage: (reply: FetcherReply) => replies.push(reply) };
  serveFetcher(scope);
  const send = (data: unknown) => scope.onmessage?.(new MessageEvent('message', { data }));
  return { replies, send };
}

describe('chunk fetcher (worker)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads every chunk as the app imports it and answers once, with how many arrived', async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.includes('gone')) return Promise.resolve(new Response('', { status: 404 }));
      if (url.includes('offline')) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response('export {}'));
    });
    vi.stubGlobal('fetch', fetchSpy);
    const { replies, send } = fakeScope();
    send({ chunks: ['/assets/a.js', '/assets/gone.js', '/assets/offline.js', '/assets/b.css'] });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({ fetched: 2, of: 4 });
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/assets/a.js', '/assets/gone.js', '/assets/offline.js', '/assets/b.css']);
    // the request a module import makes (crossorigin=""), so the app finds the cached answer
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin', priority: 'low' });
  });

  it('asks a call as the page gave it and answers with its parts, or with none when it failed', async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes('down')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('{"success":true}', { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { replies, send } = fakeScope();
    const init = { method: 'POST', credentials: 'same-origin' as const, headers: { 'Content-Type': 'application/json' }, body: '{"page":1}' };
    send({ id: 7, url: 'https://api.example/site/v1/product/list?language=en', init });
    send({ id: 8, url: 'https://api.example/down' });
    // not a message of the page's: ignored
    send('hello');
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(fetchSpy).toHaveBeenCalledWith('https://api.example/site/v1/product/list?language=en', init);
    expect(replies).toContainEqual({ id: 7, answer: { body: '{"success":true}', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] } });
    expect(replies).toContainEqual({ id: 8, answer: undefined });
  });
});
