/**
 * Big answers (src/api/bigAnswer.ts): parsed in a Web Worker and handed back in slices, each its own
 * message (its own task on the page), never parsed on the page in one go; HTML or broken JSON on
 * that path still becomes PARSING_ERROR. jsdom has no Worker: a stand-in runs the worker's own code
 * (bigAnswerSplit.ts) and delivers each message in a task of its own, as a browser does.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { BIG_BYTES, isBigAnswer, readAnswer } from '@/api/bigAnswer';
import { ROWS_PER_MESSAGE, splitAnswer, type BigAnswerJob, type BigAnswerMessage } from '@/api/bigAnswerSplit';
import { subscribeNotices, type Notice } from '@/api/notifier';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bigProbe: build.query<unknown, string>({ query: (path) => path }),
  }),
  overrideExisting: true,
});

/** Everything the stand-in worker did, and whether the page's code is running (not the worker's). */
const seen = { workers: 0, jobs: 0, messages: [] as BigAnswerMessage['kind'][], inWorker: false, urls: [] as string[] };

class FakeWorker {
  onmessage: ((event: MessageEvent<BigAnswerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(url: URL | string) {
    seen.urls.push(String(url));
    seen.workers += 1;
    setTimeout(() => this.deliver({ id: 0, kind: 'ready' }), 0);
  }
  private deliver(message: BigAnswerMessage) {
    seen.messages.push(message.kind);
    // a structured clone, as postMessage makes
    this.onmessage?.({ data: structuredClone(message) } as MessageEvent<BigAnswerMessage>);
  }
  postMessage(job: BigAnswerJob) {
    seen.jobs += 1;
    setTimeout(() => {
      const out: BigAnswerMessage[] = [];
      seen.inWorker = true;
      try {
        splitAnswer(job, (m) => out.push(m));
      } finally {
        seen.inWorker = false;
      }
      // one task per message
      out.forEach((m, i) => setTimeout(() => this.deliver(m), i));
    }, 0);
  }
  terminate() {}
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, invoiceNumber: i + 1, note: 'x'.repeat(100) }));
const envelope = (content: unknown) => ({ success: true, data: { content }, messages: [] as unknown[] });

function bigResponse(body: string, url = 'http://api.test/ecommercemanagement/v1/invoice/list?limit=10000') {
  const response = new Response(body, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(new TextEncoder().encode(body).length) } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

beforeEach(() => {
  seen.workers = 0;
  seen.jobs = 0;
  seen.messages = [];
  seen.urls = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('big answers', () => {
  it('knows a big answer by its length, or by a large page size when the length may be compressed', () => {
    const at = (length: number | null, limit?: number) => {
      const response = new Response('{}', { headers: length === null ? {} : { 'Content-Length': String(length) } });
      Object.defineProperty(response, 'url', { value: `http://api.test/x/list${limit ? `?limit=${limit}` : ''}` });
      return isBigAnswer(response);
    };
    expect(at(BIG_BYTES)).toBe(true);
    expect(at(20_000)).toBe(false);
    expect(at(null, 10_000)).toBe(true);
    expect(at(1_000_000, 10_000)).toBe(true);
    expect(at(5_000, 10_000)).toBe(false);
    expect(at(null, 10)).toBe(false);
  });

  it('parses in the worker and hands the rows back in slices, never parsing the body on the page', async () => {
    const n = ROWS_PER_MESSAGE * 5 + 7;
    const content = { docs: rows(n), total: 123_456, limit: 20_000, page: 1 };
    const text = JSON.stringify(envelope(content));
    const response = bigResponse(text);
    const readText = vi.spyOn(response, 'text');
    // every parse of the whole body, and whether the page's code (not the worker's) made it
    const realParse = JSON.parse;
    const parses: ('page' | 'worker')[] = [];
    vi.spyOn(JSON, 'parse').mockImplementation((source: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      if (source.length === text.length) parses.push(seen.inWorker ? 'worker' : 'page');
      return realParse(source, reviver) as unknown;
    });

    const body = await readAnswer(response);

    expect(body).toEqual(envelope(content));
    expect(seen.jobs).toBe(1);
    expect(seen.urls).toEqual([expect.stringMatching(/bigAnswer\.worker/)]);
    // the envelope first, then one message per slice of rows, then the end: many short tasks
    expect(seen.messages.filter((k) => k !== 'ready')).toEqual(['head', ...Array<string>(6).fill('rows'), 'end']);
    // the page never read the body as text nor parsed it in one go
    expect(readText).not.toHaveBeenCalled();
    expect(parses).toEqual(['worker']);
  });

  it('slices a plain array answer too, and keeps one worker for the next answers', async () => {
    const list = rows(ROWS_PER_MESSAGE + 1);
    expect(await readAnswer(bigResponse(JSON.stringify(envelope(list))))).toEqual(envelope(list));
    const paged = { docs: rows(ROWS_PER_MESSAGE * 2), total: 1 };
    expect(await readAnswer(bigResponse(JSON.stringify(envelope(paged))))).toEqual(envelope(paged));
    expect(seen.workers).toBeLessThanOrEqual(1);
    expect(seen.jobs).toBe(2);
    // a small answer (even of a large page size) is parsed on the page at once
    expect(await readAnswer(bigResponse(JSON.stringify(envelope({ docs: [], total: 0 }))))).toEqual(envelope({ docs: [], total: 0 }));
    expect(seen.jobs).toBe(2);
  });

  it('splitAnswer posts the envelope without its rows first, then the rows in order', () => {
    const out: BigAnswerMessage[] = [];
    const content = { docs: rows(5), total: 5 };
    splitAnswer({ id: 3, bytes: new TextEncoder().encode(JSON.stringify(envelope(content))).buffer }, (m) => out.push(m), 2);
    expect(out[0]).toEqual({ id: 3, kind: 'head', head: envelope({ docs: [], total: 5 }), rowsAt: 'docs', rows: 5 });
    expect(out.slice(1, -1).map((m) => (m.kind === 'rows' ? m.rows.length : -1))).toEqual([2, 2, 1]);
    expect(out.at(-1)).toEqual({ id: 3, kind: 'end' });
  });

  it.each([
    ['HTML', `<html><body>${'<p>Bad gateway</p>'.repeat(BIG_BYTES / 10)}</body></html>`],
    ['broken JSON', `{"success": true, "data": {"content": {"docs": [${'{"id": "i1"},'.repeat(BIG_BYTES / 10)}`],
  ])('answers %s over the big path with the not-JSON marker', async (_name, text) => {
    expect(await readAnswer(bigResponse(text))).toEqual({ __notJson: true });
    expect(seen.messages).toContain('notJson');
  });

  it.each([
    ['HTML', `<html><body>${'<p>Bad gateway</p>'.repeat(BIG_BYTES / 10)}</body></html>`],
    ['broken JSON', `{"success": true, "data": {"content": {"docs": [${'{"id": "i1"},'.repeat(BIG_BYTES / 10)}`],
  ])('turns %s of a big list into PARSING_ERROR with one notification', async (_name, text) => {
    server.use(
      http.post('*/big/list', () => new HttpResponse(text, { headers: { 'Content-Type': 'text/html', 'Content-Length': String(text.length) } })),
    );
    const notices: Notice[] = [];
    const stop = subscribeNotices((n) => notices.push(n));
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.bigProbe.initiate({ url: 'big/list', method: 'POST', params: { limit: 10_000 }, body: {} } as never));
    stop();
    expect(result.error).toEqual({ status: 'PARSING_ERROR' });
    expect(notices).toEqual([{ type: 'error', messageId: 'api.badAnswer' }]);
    expect(seen.jobs).toBe(1);
  });

  it('parses on the page when the worker cannot start', async () => {
    class BrokenWorker {
      onerror: ((event: { preventDefault(): void; message: string }) => void) | null = null;
      constructor() {
        setTimeout(() => this.onerror?.({ preventDefault() {}, message: 'blocked' }), 0);
      }
      postMessage() {
        throw new Error('a job was sent to a worker that never ran');
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', BrokenWorker);
    vi.resetModules();
    const fresh = await import('@/api/bigAnswer');
    const content = { docs: rows(3), total: 3 };
    expect(await fresh.readAnswer(bigResponse(JSON.stringify(envelope(content))))).toEqual(envelope(content));
  });
});
