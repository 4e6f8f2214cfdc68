/**
 * A big page of the invoice list is written while it is made (mocks/lib/http.ts okPage): the same
 * JSON as a built answer, `total`/`limit`/`page` before the rows, sent in chunks over the loopback.
 */
import { bypass, getResponse } from 'msw';
import { db, seededApiKey } from '@mocks/db';
import { seedBulkInvoices } from '@mocks/db/seed/bulkInvoices';
import { handlers } from '@mocks/handlers';
import { ok, okPage, STREAMED_PAGE } from '@mocks/lib/http';
import { paginate } from '@mocks/lib/list';
import { useLoopbackServer } from './helpers';

const listRequest = (base: string, limit: number) =>
  new Request(`${base}ecommercemanagement/v1/invoice/list?page=1&limit=${limit}&apiKey=${seededApiKey('u1')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });

describe('streamed pages', () => {
  it('answers the same JSON as a built page, the total before the rows, without a length', async () => {
    const items = Array.from({ length: STREAMED_PAGE * 3 + 17 }, (_, i) => ({ n: i, text: `row ${i} «ی»` }));
    const request = new Request('http://api.test/x/list?page=2&limit=1500');
    const streamed = okPage(items, request, (item) => ({ ...item, twice: item.n * 2 }));
    const built = ok(paginate(items, request, (item) => ({ ...item, twice: item.n * 2 })));
    expect(streamed.headers.get('content-length')).toBeNull();
    const text = await streamed.text();
    expect(JSON.parse(text)).toEqual(await built.json());
    expect(text.indexOf('"total"')).toBeLessThan(text.indexOf('"docs"'));
    // a small page is built as before
    const small = okPage(items, new Request('http://api.test/x/list?page=1&limit=10'), (item) => item);
    expect(small.headers.get('content-length')).not.toBeNull();
  });

  describe('over the loopback', () => {
    const loopback = useLoopbackServer();

    it('sends a 2,000-invoice page in chunks, the same rows as the handler answers', async () => {
      seedBulkInvoices(db, 3_000);
      const res = await fetch(bypass(listRequest(loopback.base(), 2_000)));
      expect(res.status).toBe(200);
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      let chunks = 0;
      const parts: Uint8Array[] = [];
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        chunks += 1;
        parts.push(chunk);
      }
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { data: { content: { docs: { id: string }[]; total: number } } };
      expect(chunks).toBeGreaterThan(1);
      expect(body.data.content.docs).toHaveLength(2_000);
      expect(body.data.content.total).toBe(db.invoices.length);
      const direct = (await (await getResponse(handlers, listRequest(loopback.base(), 2_000)))!.json()) as typeof body;
      expect(body.data.content.docs.map((d) => d.id)).toEqual(direct.data.content.docs.map((d) => d.id));
    });
  });
});
