/**
 * The API as the pre-render reads it: the screens' own calls (src/api/services/site.ts), each answer's
 * envelope and content checked with the app's zod schemas (extra fields are kept, as the app keeps them).
 */
import type { z } from 'zod/mini';
import type { Locale } from '@/lib/locale';

/** The API could not be reached at all (refused, DNS, timeout on the first calls): the run stops. */
export class ApiUnreachable extends Error {}

/** One call answered, but not with what the page needs (an HTTP error, a refusal, a shape the schema rejects). */
export class CallFailed extends Error {}

export interface Answer<T> {
  /** The answer as sent, for the shell's answer functions (they read `data.content` themselves). */
  body: unknown;
  /** Its `data.content`, checked. */
  content: T;
}

export interface Call {
  path: string;
  query?: Record<string, string>;
  /** A POST's JSON body (the lists). */
  body?: Record<string, unknown>;
}

export type Api = <S extends z.ZodMiniType>(call: Call, schema: S, language: Locale) => Promise<Answer<z.output<S>>>;

/** The calls to `apiUrl` (ending in `/`), each given up after `timeoutMs`; `fetcher`: the global fetch unless given (tests). */
export function createApi(apiUrl: string, timeoutMs: number, fetcher: typeof fetch = fetch): Api {
  return async (call, schema, language) => {
    const query = new URLSearchParams({ language, ...call.query });
    const url = `${apiUrl}${call.path}?${query.toString()}`;
    let response: Response;
    try {
      response = await fetcher(url, {
        method: call.body ? 'POST' : 'GET',
        headers: call.body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
        body: call.body ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw new ApiUnreachable(`${call.body ? 'POST' : 'GET'} ${url}: ${cause}`);
    }
    const what = `${call.body ? 'POST' : 'GET'} ${call.path} (${language})`;
    if (!response.ok) throw new CallFailed(`${what}: HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CallFailed(`${what}: the answer is not JSON`);
    }
    const envelope = body as { success?: unknown; data?: { content?: unknown } | null } | null;
    if (!envelope || envelope.success !== true || !envelope.data || typeof envelope.data !== 'object') {
      throw new CallFailed(`${what}: not a successful envelope`);
    }
    const parsed = schema.safeParse(envelope.data.content);
    if (!parsed.success) {
      const issue = parsed.error.issues.at(0);
      throw new CallFailed(`${what}: data.content${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'unexpected shape'}`);
    }
    return { body, content: parsed.data };
  };
}
