import { z } from 'zod';
import { fail, formatZodError, lang, ok, readBody, readMultipart, requireUser } from '@mocks/lib/http';
import { seededApiKey } from '@mocks/db';

const thrown = async (fn: () => unknown): Promise<Response> => {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
};

describe('mock http helpers', () => {
  it('builds envelopes', async () => {
    expect(await ok({ a: 1 }, 'Saved.').json()).toEqual({ success: true, data: { content: { a: 1 } }, messages: [{ type: 'success', message: 'Saved.' }] });
    const failure = fail('Nope.', { content: { invalidRecaptcha: true } });
    expect(failure.status).toBe(200);
    expect(await failure.json()).toEqual({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'error', message: 'Nope.' }] });
    expect(lang(new Request('http://localhost/api/x?language=en'))).toBe('en');
    expect(lang(new Request('http://localhost/api/x?language=de'))).toBe('fa');
  });

  it('requireUser throws 401 without a key and 403 without the role (ADMIN passes)', async () => {
    expect((await thrown(() => requireUser(new Request('http://localhost/api/x')))).status).toBe(401);
    const customer = new Request(`http://localhost/api/x?apiKey=${seededApiKey('u6')}`);
    const res = await thrown(() => requireUser(customer, ['ECOMMERCE_MANAGEMENT']));
    expect(res.status).toBe(403);
    expect((await res.json()).messages[0].message).toBe('There is no access to the page.');
    expect(requireUser(new Request(`http://localhost/api/x?apiKey=${seededApiKey('u1')}`), ['FILE_MANAGEMENT']).id).toBe('u1');
    expect(requireUser(new Request(`http://localhost/api/x?apiKey=${seededApiKey('u3')}`), ['FILE_MANAGEMENT']).id).toBe('u3');
  });

  it('readBody reports `field: problem`', async () => {
    const schema = z.object({ name: z.string().min(1, 'Can not be empty!'), count: z.number() });
    const req = new Request('http://localhost/api/x', { method: 'POST', body: JSON.stringify({ name: '' }) });
    const res = await thrown(() => readBody(req, schema));
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.messages[0].message).toMatch(/^name: Can not be empty!; count: /);
    const notJson = await thrown(() => readBody(new Request('http://localhost/api/x', { method: 'POST', body: '{' }), schema));
    expect((await notJson.json()).messages[0].message).toBe('body: The request body is not valid JSON.');
    expect(formatZodError(schema.safeParse({}).error!)).toContain('name:');
  });

  // Built by hand: under jsdom, FormData is jsdom's, which Node's Request cannot serialise.
  const multipart = (parts: { name: string; filename?: string; type?: string; value: string }[]) => {
    const boundary = '----mock-boundary';
    const body = parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          `\r\n${p.value}\r\n`,
      )
      .join('');
    return { body: `${body}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('readMultipart reads the JSON part and the files', async () => {
    const form = multipart([
      { name: 'product', filename: 'blob', type: 'application/json', value: JSON.stringify({ name: 'Rose water' }) },
      { name: 'files', filename: 'a.png', type: 'image/png', value: 'a' },
      { name: 'files', filename: 'b.jpg', type: 'image/jpeg', value: 'b' },
    ]);
    const req = new Request('http://localhost/api/x', { method: 'POST', ...form });
    const { data, files } = await readMultipart(req, 'product', z.object({ name: z.string() }));
    expect(data).toEqual({ name: 'Rose water' });
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);

    const asString = multipart([
      { name: 'user', value: JSON.stringify({ name: 'x' }) },
      { name: 'image', filename: 'c.png', type: 'image/png', value: 'c' },
    ]);
    const parsed = await readMultipart(new Request('http://localhost/api/x', { method: 'PUT', ...asString }), 'user', z.object({ name: z.string() }));
    expect(parsed.data).toEqual({ name: 'x' });
    expect(parsed.files).toHaveLength(1);
    const invalid = await thrown(() =>
      readMultipart(new Request('http://localhost/api/x', { method: 'PUT', ...multipart([{ name: 'user', value: '{}' }]) }), 'user', z.object({ name: z.string() })),
    );
    expect((await invalid.json()).messages[0].message).toMatch(/^name: /);
  });
});
