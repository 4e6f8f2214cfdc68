import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import type { ApiMessage } from '@/api/schemas/envelope';
import { roleNames, userByApiKey } from '../db/queries';
import type { UserRecord } from '../db/types';
import { t, type Lang } from './i18n';
import { translateMessage } from './messages';
import { pageParams } from './list';

/**
 * Envelope helpers for the mock handlers.
 *
 * Status codes: 200 for answers and ordinary failures (`success: false`), 401 when the api key is
 * missing or invalid, 403 when the user lacks the roles, 404 when the thing does not exist.
 * Every body is the envelope `{ success, data: { content }, messages }`.
 */

export { t };
export type { Lang };

export const MESSAGES = {
  forbidden: 'There is no access to the page.',
  notFound: 'The requested page was not found.',
  unauthorized: 'Please log in again.',
  invalidCaptcha: 'Captcha is not valid.',
} as const;

export const success = (message: string): ApiMessage => ({ type: 'success', message });
export const info = (message: string): ApiMessage => ({ type: 'info', message });
export const warning = (message: string): ApiMessage => ({ type: 'warning', message });
export const error = (message: string): ApiMessage => ({ type: 'error', message });

const asMessages = (messages: string | ApiMessage | readonly ApiMessage[] | undefined, kind: ApiMessage['type']): ApiMessage[] => {
  if (messages === undefined) return [];
  if (typeof messages === 'string') return [{ type: kind, message: messages }];
  return Array.isArray(messages) ? [...messages] : [messages as ApiMessage];
};

interface Envelope {
  success: boolean;
  data: { content: unknown };
  messages: ApiMessage[];
}
/** What `ok` and `fail` answered (with messages), so `localizeResponse` can answer it again in the request's language. */
const envelopes = new WeakMap<Response, { body: Envelope; init?: ResponseInit }>();

function envelope(body: Envelope, init?: ResponseInit) {
  const response = HttpResponse.json(body, init);
  if (body.messages.length) envelopes.set(response, { body, init });
  return response;
}

/**
 * `response` with its messages in `language` (the catalogue of mocks/lib/messages.ts), as the real
 * server answers; an answer without messages (or not made by `ok`/`fail`) is returned as it is.
 */
export function localizeResponse(response: Response, language: Lang): Response {
  const made = envelopes.get(response);
  if (!made || language === 'en') return response;
  const messages = made.body.messages.map((m) => ({ ...m, message: translateMessage(m.message, language) }));
  return HttpResponse.json({ ...made.body, messages }, { status: response.status, headers: response.headers });
}

/** `{ success: true, data: { content }, messages }`; a string message is a success message. */
export function ok(content: unknown, messages?: string | ApiMessage | readonly ApiMessage[], init?: ResponseInit) {
  return envelope({ success: true, data: { content }, messages: asMessages(messages, 'success') }, init);
}

/** A page of this many rows or more is written while it is made (`okPage`), not built first. */
export const STREAMED_PAGE = 1_000;
/** Rows made, serialised and written at a time in a streamed page (~0.4 MB of invoices). */
const STREAMED_ROWS = 250;

/**
 * `ok(paginate(items, request, map))`, except that a page of `STREAMED_PAGE` rows or more is a
 * streamed body: the envelope with `total`, `limit` and `page` first, then the rows, made (`map`),
 * serialised and written `STREAMED_ROWS` at a time, as a server writing from a cursor does. The
 * client starts on the first rows while the server still writes the rest (src/api/bigAnswer.ts);
 * the JSON is the same as `ok`'s, only its keys come in another order.
 */
export function okPage<T, R>(items: readonly T[], request: Request, map: (item: T) => R): Response {
  const { page, limit } = pageParams(request);
  const slice = items.slice((page - 1) * limit, page * limit);
  const total = items.length;
  if (slice.length < STREAMED_PAGE) return ok({ docs: slice.map(map), total, limit, page });
  const [before, after] = JSON.stringify({ success: true, data: { content: { total, limit, page, docs: 0 } }, messages: asMessages(undefined, 'success') }).split('"docs":0');
  const encoder = new TextEncoder();
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= slice.length) {
        controller.enqueue(encoder.encode(`]${after}`));
        controller.close();
        return;
      }
      const rows = JSON.stringify(slice.slice(at, at + STREAMED_ROWS).map(map));
      controller.enqueue(encoder.encode(`${at === 0 ? `${before}"docs":[` : ','}${rows.slice(1, -1)}`));
      at += STREAMED_ROWS;
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
}

/** `{ success: false, ... }` with an error message (or the given messages). */
export function fail(
  messages: string | ApiMessage | readonly ApiMessage[],
  options: { status?: number; content?: unknown } = {},
) {
  return envelope(
    { success: false, data: { content: options.content ?? null }, messages: asMessages(messages, 'error') },
    { status: options.status ?? 200 },
  );
}

/** HTTP 401: the api key is missing or no longer valid. */
export function unauthorized(message: string = MESSAGES.unauthorized) {
  return fail(message, { status: 401 });
}

/** HTTP 403 with 'There is no access to the page.' */
export function forbidden(message: string = MESSAGES.forbidden) {
  return fail(message, { status: 403 });
}

/** HTTP 404 with 'The requested page was not found.' (or the given message). */
export function notFound(message: string = MESSAGES.notFound) {
  return fail(message, { status: 404 });
}

/** The `language` query parameter: 'en' or the default 'fa'. */
export function lang(request: Request): Lang {
  return new URL(request.url).searchParams.get('language') === 'en' ? 'en' : 'fa';
}

/** The `apiKey` query parameter. */
export function apiKeyOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('apiKey');
}

/** The signed-in (and enabled) user of the request's api key, or null. */
export function currentUser(request: Request): UserRecord | null {
  return userByApiKey(apiKeyOf(request)) ?? null;
}

/**
 * The signed-in user; THROWS a 401 response without a valid key, and a 403 failure when `roles`
 * is given and the user has none of them (ADMIN passes every role check).
 */
export function requireUser(request: Request, roles?: readonly string[]): UserRecord {
  const user = currentUser(request);
  if (!user) throw unauthorized();
  if (roles && roles.length) {
    const mine = roleNames(user);
    if (!mine.includes('ADMIN') && !roles.some((r) => mine.includes(r))) throw forbidden();
  }
  return user;
}

/** `field: problem; other: problem` from a zod error. */
export function formatZodError(err: z.core.$ZodError): string {
  return err.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** Validates `value` with `schema`; THROWS a failure envelope (`field: problem`) when invalid. */
export function parseBody<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw fail(formatZodError(result.error));
  return result.data;
}

/** The JSON body as is (`{}` when empty); THROWS a failure envelope when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    throw fail('body: The request body is not valid JSON.');
  }
}

/** Parses the JSON body with `schema`; THROWS a failure envelope (`field: problem`) when invalid. */
export async function readBody<T extends z.ZodMiniType>(request: Request, schema: T): Promise<z.output<T>> {
  return parseBody(schema, await readJson(request));
}

/**
 * A multipart call: the entity as the JSON part `partName` (string or JSON blob) parsed with
 * `schema`, and the uploaded files (`files` and `image` parts). THROWS a failure when invalid.
 */
export async function readMultipart<T extends z.ZodMiniType>(
  request: Request,
  partName: string,
  schema: T,
): Promise<{ data: z.output<T>; files: File[] }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail('body: The request is not multipart form data.');
  }
  const part = form.get(partName);
  let value: unknown = {};
  try {
    if (typeof part === 'string') value = JSON.parse(part);
    else if (part && typeof part === 'object' && 'text' in part) value = JSON.parse(await part.text());
  } catch {
    throw fail(`${partName}: The part is not valid JSON.`);
  }
  const files = [...form.getAll('files'), ...form.getAll('image')].filter(
    (f): f is File => typeof f !== 'string' && 'arrayBuffer' in f,
  );
  return { data: parseBody(schema, value), files };
}

/**
 * Captcha rule of the mock: a missing/empty `g-recaptcha-response`, or the value 'invalid',
 * THROWS `success: false` with content `{ invalidRecaptcha: true }` and 'Captcha is not valid.'.
 */
export function assertCaptcha(body: unknown): void {
  const value =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)['g-recaptcha-response'] : undefined;
  if (typeof value !== 'string' || !value.trim() || value === 'invalid') {
    throw fail(MESSAGES.invalidCaptcha, { content: { invalidRecaptcha: true } });
  }
}
