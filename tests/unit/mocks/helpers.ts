import type { z } from 'zod/mini';
import { envelopeSchema } from '@/api/schemas/envelope';
import { startLoopbackServer, type LoopbackServer } from '@mocks/loopback';

export const API = 'http://localhost/api/';

/** Response bodies are read freely in assertions; schemas are checked in schemas.test.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = Record<string, any>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  key?: string;
  language?: 'fa' | 'en';
  query?: Record<string, string | number>;
}

/** Calls the mock API (absolute URL, as the app's tests do) and returns status and parsed body. */
export async function call(path: string, options: CallOptions = {}) {
  const url = new URL(path, API);
  if (options.key) url.searchParams.set('apiKey', options.key);
  // the mock answers its messages in the request's language (fa by default); these tests read the English ones
  url.searchParams.set('language', options.language ?? 'en');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (images, downloads)
  }
  return { status: response.status, headers: response.headers, text, json: json as LooseJson };
}

/** Calls and validates a successful envelope with `content`; returns the parsed content. */
export async function content<T extends z.ZodMiniType>(path: string, schema: T, options: CallOptions = {}): Promise<z.output<T>> {
  const { status, json } = await call(path, options);
  expect(status).toBe(200);
  const parsed = envelopeSchema(schema).safeParse(json);
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  expect(parsed.data.success).toBe(true);
  return (parsed.data as { data: { content: z.output<T> } }).data.content;
}

/** The first error message of a failed envelope. */
export function firstMessage(json: LooseJson): string | undefined {
  return json.messages?.[0]?.message;
}

export const CAPTCHA = { recaptchaVersion: 3, 'g-recaptcha-response': 'ok-token' };

/** A loopback mock server on a free port for the tests of the enclosing describe: `base()` is its address. */
export function useLoopbackServer(): { base: () => string } {
  let server: LoopbackServer | undefined;
  let url = '';
  beforeAll(async () => {
    const started = await startLoopbackServer(0, { log: false });
    server = started.server;
    url = started.url;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { base: () => url };
}

