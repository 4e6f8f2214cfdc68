/**
 * Big answers (src/api/bigAnswer.ts): the body goes to a Web Worker chunk by chunk as it arrives, the
 * worker reads the rows out as they complete, checks them against their row schema and hands them
 * back in slices, each its own message (its own task on the page); the body is never parsed on the
 * page in one go; HTML or broken JSON on that path still becomes PARSING_ERROR, and a bad row fails
 * the answer exactly as the page's own check would. jsdom has no Worker: a stand-in runs the
 * worker's own code (bigAnswerSplit.ts) and delivers each message in a task of its own, as a browser does.
 */
import { http, HttpResponse } from 'msw';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { invoiceView } from '@mocks/db/views';
import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { BIG_BYTES, isBigAnswer, readAnswer } from '@/api/bigAnswer';
import { AnswerSplitter, FIRST_ROWS, ROWS_PER_MESSAGE, splitAnswer, type BigAnswerJob, type BigAnswerMessage } from '@/api/bigAnswerSplit';
import { listProgress } from '@/api/listProgress';
import { subscribeNotices, type Notice } from '@/api/notifier';
import { invoiceSchema } from '@/api/schemas/invoice';
import { ecommerceOrdersApi } from '@/api/services/ecommerceOrders';

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
  private readonly splitters = new Map<number, AnswerSplitter>();
  private readonly queue: BigAnswerMessage[] = [];
  constructor(url: URL | string) {
    seen.urls.push(String(url));
    seen.workers += 1;
    this.send({ id: 0, kind: 'ready' });
  }
  /** one task per message, in order, each a structured clone as postMessage makes */
  private send(message: BigAnswerMessage) {
    this.queue.push(message);
    setTimeout(() => {
      const next = this.queue.shift()!;
      seen.messages.push(next.kind);
      this.onmessage?.({ data: structuredClone(next) } as MessageEvent<BigAnswerMessage>);
    }, 0);
  }
  postMessage(job: BigAnswerJob) {
    const copy = job.kind === 'chunk' ? { ...job, bytes: job.bytes.slice(0) } : job;
    setTimeout(() => {
      seen.inWorker = true;
      try {
        if (copy.kind === 'start') {
          seen.jobs += 1;
          this.splitters.set(copy.id, new AnswerSplitter(copy.id, (m) => this.send(m), copy.rowsKey));
        } else if (copy.kind === 'chunk') this.splitters.get(copy.id)?.push(copy.bytes);
        else if (copy.kind === 'end') this.splitters.get(copy.id)?.end();
      } finally {
        seen.inWorker = false;
      }
    }, 0);
  }
  terminate() {}
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, invoiceNumber: i + 1, note: `x "${i}" \\ ی`.repeat(20) }));
const envelope = (content: unknown) => ({ success: true, data: { content }, messages: [] as unknown[] });

/** A body in chunks of `size` bytes (a stream, as fetch gives it). */
function chunked(text: string, size = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

function bigResponse(body: string, url = 'http://api.test/ecommercemanagement/v1/invoice/list?limit=10000', withLength = true) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (withLength) headers['Content-Length'] = String(new TextEncoder().encode(body).length);
  const response = new Response(chunked(body), { headers });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/** Invoices that match invoiceSchema: copies of the first seeded one with their own ids. */
const invoices = (n: number) => {
  const one = invoiceView(db.invoices[0], 'en');
  return Array.from({ length: n }, (_, i) => ({ ...one, id: `big${i}`, invoiceNumber: 900_000 + i }));
};

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

  it('hands the body to the worker as it arrives and gets the rows back in slices, never parsing it on the page', async () => {
    const n = ROWS_PER_MESSAGE * 5 + 7;
    const content = { total: 123_456, limit: 20_000, page: 1, docs: rows(n) };
    const text = JSON.stringify(envelope(content));
    const response = bigResponse(text);
    const readText = vi.spyOn(response, 'text');
    // any parse on the page of more than a row's text
    const realParse = JSON.parse;
    const pageParses: number[] = [];
    vi.spyOn(JSON, 'parse').mockImplementation((source: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      if (!seen.inWorker && source.length > 1_000) pageParses.push(source.length);
      return realParse(source, reviver) as unknown;
    });
    const progress: number[] = [];

    const body = await readAnswer(response, { onRows: (r) => progress.push(r.length) });

    expect(body).toEqual(envelope(content));
    expect(seen.jobs).toBe(1);
    expect(seen.urls).toEqual([expect.stringMatching(/bigAnswer\.worker/)]);
    // the envelope's start, a small first slice, then one message per slice of rows, then the end
    const kinds = seen.messages.filter((k) => k !== 'ready');
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('end');
    expect(kinds.filter((k) => k === 'rows').length).toBeGreaterThanOrEqual(6);
    expect(readText).not.toHaveBeenCalled();
    expect(pageParses).toEqual([]);
    // rows unchecked (no row schema named): nothing to show before the answer is whole
    expect(progress).toEqual([]);
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

  it('splits the same answer whatever the chunks: strings, escapes and two-byte letters cut anywhere', () => {
    const content = { total: 9, docs: rows(9), after: { note: 'a "quoted" ] } , \\' } };
    const bytes = new TextEncoder().encode(JSON.stringify(envelope(content)));
    for (const size of [1, 2, 3, 5, 7, 64, bytes.length]) {
      const out: BigAnswerMessage[] = [];
      const splitter = new AnswerSplitter(3, (m) => out.push(m), undefined, 4, 2);
      for (let at = 0; at < bytes.length; at += size) splitter.push(bytes.slice(at, at + size));
      splitter.end();
      expect(out[0]).toEqual({ id: 3, kind: 'start', head: { success: true, data: { content: { total: 9, docs: [] } } }, rowsAt: 'docs' });
      // a small first slice, then full ones, in order
      expect(out.flatMap((m) => (m.kind === 'rows' ? [m.rows.length] : []))).toEqual([2, 4, 3]);
      expect(out.flatMap((m) => (m.kind === 'rows' ? m.rows : []))).toEqual(content.docs);
      expect(out.at(-1)).toEqual({ id: 3, kind: 'end', head: envelope({ ...content, docs: [] }), rowsAt: 'docs' });
    }
  });

  it('splitAnswer takes a whole body at once, the first slice small', () => {
    const out: BigAnswerMessage[] = [];
    splitAnswer(1, new TextEncoder().encode(JSON.stringify(envelope({ docs: rows(FIRST_ROWS + ROWS_PER_MESSAGE + 1), total: 1 }))), (m) => out.push(m));
    expect(out.map((m) => (m.kind === 'rows' ? m.rows.length : m.kind))).toEqual(['start', FIRST_ROWS, ROWS_PER_MESSAGE, 1, 'end']);
  });

  it.each([
    ['HTML', `<html><body>${'<p>Bad gateway</p>'.repeat(BIG_BYTES / 10)}</body></html>`],
    ['broken JSON', `{"success": true, "data": {"content": {"docs": [${'{"id": "i1"},'.repeat(BIG_BYTES / 10)}`],
    ['a broken row', `{"success": true, "data": {"content": {"docs": [${'{"id": "i1"},'.repeat(BIG_BYTES / 12)}{"id": i2}]}}}`],
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

describe('rows checked in the worker', () => {
  const args = { page: 1, limit: 5_000, sorter: 'createdAt,desc' };
  const cacheKey = defaultSerializeQueryArgs({ endpointName: 'adminInvoiceList', queryArgs: args, endpointDefinition: undefined as never });
  const answer = (docs: unknown[]) => JSON.stringify(envelope({ total: 102_460, limit: 5_000, page: 1, docs }));

  /** The invoice list answered with `text`, streamed (no length) in chunks; `gate` holds back all but the first chunk. */
  function serve(text: string, gate?: Promise<void>) {
    server.use(
      http.post('*/ecommercemanagement/v1/invoice/list', () => {
        const bytes = new TextEncoder().encode(text);
        const first = Math.floor(bytes.length / 4);
        let sent = false;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (!sent) {
              sent = true;
              controller.enqueue(bytes.slice(0, first));
              return;
            }
            await gate;
            controller.enqueue(bytes.slice(first));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  }

  async function load() {
    const store = makeStore();
    const notices: Notice[] = [];
    const stop = subscribeNotices((n) => notices.push(n));
    const result = await store.dispatch(ecommerceOrdersApi.endpoints.adminInvoiceList.initiate(args));
    stop();
    return { result, notices };
  }

  it('checks the rows in the worker, not again on the page, and shows them while the rest arrives', async () => {
    const docs = invoices(5_000);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(answer(docs), gate);
    const onPage: number[] = [];
    const safeParse = invoiceSchema.safeParse.bind(invoiceSchema);
    vi.spyOn(invoiceSchema, 'safeParse').mockImplementation((value, params) => {
      if (!seen.inWorker) onPage.push(1);
      return safeParse(value, params);
    });

    const loading = load();
    // the first rows are in, checked, while the answer is still on its way
    await vi.waitFor(() => expect(listProgress(cacheKey)?.rows.length).toBeGreaterThan(0));
    const early = listProgress(cacheKey)!;
    expect(early.total).toBe(102_460);
    expect(early.limit).toBe(5_000);
    expect(Object.isFrozen(early.rows[0])).toBe(true);
    release();
    const { result, notices } = await loading;

    expect(result.error).toBeUndefined();
    expect(result.data?.docs.map((d) => d.id)).toEqual(docs.map((d) => d.id));
    expect(result.data?.total).toBe(102_460);
    expect(Object.isFrozen(result.data?.docs)).toBe(true);
    expect(onPage).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('fails a bad row found in the worker exactly as the page check fails it', async () => {
    const docs: unknown[] = invoices(3_000);
    docs[2_345] = { ...(docs[2_345] as object), amount: 'a lot' };
    serve(answer(docs), Promise.resolve());
    const inWorker = await load();
    expect(seen.messages).toContain('issues');

    // the same answer without a worker: the page checks it
    vi.stubGlobal('Worker', undefined);
    serve(answer(docs), Promise.resolve());
    const onPage = await load();

    expect(inWorker.result.error).toEqual({ status: 'PARSING_ERROR', content: { schemaIssues: [expect.stringMatching(/^docs\.2345\.amount: /)] } });
    expect(inWorker.result.error).toEqual(onPage.result.error);
    expect(inWorker.notices).toEqual([{ type: 'error', messageId: 'api.badAnswer' }]);
    expect(onPage.notices).toEqual(inWorker.notices);
    // and the rows shown while it arrived are gone
    expect(listProgress(cacheKey)).toBeUndefined();
  });
});
