/**
 * The contract runner: calls every endpoints.tsv row against a backend and checks status, envelope
 * and content shape with the shared zod schemas. Node-only by use (fetch), no browser modules.
 */
import { z } from 'zod/mini';
import { apiMessageSchema } from '@/api/schemas/envelope';
import { diffAgainstSchema, formatDifference, type Difference } from './differ';
import { pickCreated } from './discovery';
import { pathParams, rowKey, type EndpointRow } from './endpoints';
import { callEndpoint, type CallOutcome, type FetchLike } from './http';
import type { OwnRecordInit, Query, RowContext, RowSpec } from './spec';

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface RowResult {
  key: string;
  service: string;
  verdict: Verdict;
  /** why it failed or was skipped; a note for a pass */
  reason?: string;
  differences?: Difference[];
  httpStatus?: number;
  ms?: number;
}

export interface RunOptions {
  baseUrl: URL;
  apiKey?: string;
  login?: { identity: string; password: string };
  only?: string[];
  allowWrites: boolean;
  timeoutMs: number;
  rows: EndpointRow[];
  specs: Record<string, RowSpec>;
  fetch?: FetchLike;
  onResult?: (result: RowResult) => void;
  /** how many differences a failing row shows (default 3) */
  maxDifferences?: number;
}

export interface RunReport {
  baseUrl: string;
  startedAt: string;
  finishedAt: string;
  allowWrites: boolean;
  only: string[] | null;
  summary: { total: number; pass: number; fail: number; skip: number };
  results: RowResult[];
  /** records the run created and could not delete (should be empty) */
  leftovers: string[];
}

/** The generic envelope (content checked separately, so paths read `data.content...`). */
const envelopeShape = z.looseObject({
  success: z.boolean(),
  data: z.nullish(z.looseObject({})),
  messages: z.array(apiMessageSchema),
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pngBlob = () => new Blob([Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0))], { type: 'image/png' });

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

interface OwnRecord extends OwnRecordInit {
  getPath?: string;
  deleted: boolean;
}

interface Fetched {
  outcome: CallOutcome;
  content?: unknown;
}

/** `"…"` first server message of an envelope. */
function firstMessage(json: unknown): string {
  const messages = isRecord(json) && Array.isArray(json.messages) ? json.messages : [];
  const first = messages.find((m) => isRecord(m) && typeof m.message === 'string') as { message: string } | undefined;
  if (first) return `"${first.message}"`;
  // An RFC 7807 problem instead of the envelope, e.g. a validating proxy (Prism) between the check
  // and the backend refusing the request or the answer: its title and each violation it names.
  if (isRecord(json) && typeof json.title === 'string') {
    const violations = Array.isArray(json.validation)
      ? json.validation.filter(isRecord).map((v) => `${Array.isArray(v.location) ? v.location.join('.') : ''}: ${String(v.message)}`)
      : [];
    return `"${json.title}"${violations.length ? ` — ${violations.join('; ')}` : ''}`;
  }
  return '(no message)';
}

export function makeRedactor(secrets: () => (string | undefined)[]): (text: string) => string {
  return (text) => {
    let out = text;
    for (const secret of secrets()) if (secret) out = out.split(secret).join('***').split(encodeURIComponent(secret)).join('***');
    return out.replace(/([?&]apiKey=)[^&\s"]+/gi, '$1***');
  };
}

export async function runContract(options: RunOptions): Promise<RunReport> {
  const startedAt = new Date().toISOString();
  const tagNumber = 10000 + Math.floor(Math.random() * 89999);
  const tag = `qa-contract-${Date.now().toString(36)}`;
  const only = options.only?.length ? options.only : null;
  const rows = options.rows.filter((r) => !only || only.includes(r.service));
  const results: RowResult[] = [];
  const own: OwnRecord[] = [];
  let sessionKey: string | undefined;
  const redact = makeRedactor(() => [options.apiKey, sessionKey, options.login?.password]);
  const key = () => options.apiKey ?? sessionKey;
  const maxDiffs = options.maxDifferences ?? 3;

  const emit = (result: RowResult) => {
    const clean: RowResult = { ...result, reason: result.reason === undefined ? undefined : redact(result.reason) };
    results.push(clean);
    options.onResult?.(clean);
  };

  const urlFor = (path: string, query: Query | undefined, withKey: string | undefined) => {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    if (withKey) url.searchParams.set('apiKey', withKey);
    return url;
  };

  const raw = (method: string, path: string, init: { query?: Query; body?: unknown; key?: string } = {}): Promise<CallOutcome> =>
    callEndpoint({
      method,
      url: urlFor(path, init.query, init.key ?? key()),
      body: init.body,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });

  const successContent = (outcome: CallOutcome): unknown =>
    outcome.kind === 'json' && outcome.status === 200 && isRecord(outcome.json) && outcome.json.success === true && isRecord(outcome.json.data)
      ? outcome.json.data.content
      : undefined;

  // ---- discovery -------------------------------------------------------------------------------
  const readCache = new Map<string, Promise<Fetched | undefined>>();
  const specOf = (k: string): RowSpec | undefined => options.specs[k];
  let currentUserPromise: Promise<Record<string, unknown> | undefined> | undefined;

  const baseCtx: RowContext = {
    params: {},
    tag,
    tagNumber,
    login: options.login,
    contentOf: async (k) => (await fetchRead(k))?.content,
    ownId: (resource) => own.find((o) => o.resource === resource && !o.deleted)?.id,
    ownEntity: async (resource) => {
      const record = own.find((o) => o.resource === resource && !o.deleted);
      if (!record) return undefined;
      if (record.getPath) {
        const fresh = successContent(await raw('GET', record.getPath.replace('{id}', encodeURIComponent(record.id))));
        if (fresh !== undefined) return fresh;
      }
      return record.entity;
    },
    remember: (record) => {
      own.push({ ...record, deleted: false });
    },
    currentUser: () => {
      currentUserPromise ??= key()
        ? raw('GET', 'auth/v1/user/currentUser').then((o) => {
            const c = successContent(o);
            return isRecord(c) ? c : undefined;
          })
        : Promise.resolve(undefined);
      return currentUserPromise;
    },
    request: async (method, path, init) => successContent(await raw(method, path, init)),
  };

  /** The request of a row, or the reason it cannot be built. */
  async function prepare(k: string, spec: RowSpec): Promise<{ ctx: RowContext; method: string; url: URL; body?: unknown } | { skip: string }> {
    const [method, path] = k.split(' ');
    const params: Record<string, string> = {};
    for (const name of pathParams(path)) {
      const source = spec.params?.[name];
      if (!source) return { skip: `needs an id that could not be discovered: no source for {${name}}` };
      const value = await source.resolve(baseCtx);
      if (!value) return { skip: `needs an id that could not be discovered: {${name}} (${source.describe}${await sourceState(source.rowKey)})` };
      params[name] = value;
    }
    const ctx: RowContext = { ...baseCtx, params };
    const guard = await spec.guard?.(ctx);
    if (guard) return { skip: guard };
    const resolve = async <T>(v: T | ((c: RowContext) => T | Promise<T>)): Promise<T> =>
      typeof v === 'function' ? await (v as (c: RowContext) => T | Promise<T>)(ctx) : v;
    const query = await resolve(spec.query);
    let body: unknown = await resolve(spec.body);
    const multipart = await resolve(spec.multipart);
    if (multipart) {
      const form = new FormData();
      form.append(multipart.part, new Blob([JSON.stringify(multipart.value)], { type: 'application/json' }));
      for (let i = 0; i < (multipart.files ?? 1); i += 1) form.append(multipart.filePart ?? 'files', pngBlob(), `${tag}-${i}.png`);
      body = form;
    }
    const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]));
    const withKey = spec.session === 'logout' ? sessionKey : key();
    return { ctx, method, url: urlFor(filled, query, withKey), body };
  }

  /** `: it answered HTTP 404` / `: empty` ... for a skip reason. */
  async function sourceState(k: string | undefined): Promise<string> {
    if (!k) return '';
    const fetched = await fetchRead(k);
    if (!fetched) return specOf(k) ? ': that row did not run' : '';
    const { outcome, content } = fetched;
    if (outcome.kind === 'error') return `: ${outcome.reason}`;
    if (outcome.kind === 'redirect') return `: it was redirected (HTTP ${outcome.status})`;
    if (content === undefined) return outcome.status === 404 ? ': that path is not served (HTTP 404)' : `: it did not succeed (HTTP ${outcome.status})`;
    return ': nothing suitable in its answer';
  }

  function fetchRead(k: string): Promise<Fetched | undefined> {
    let cached = readCache.get(k);
    if (!cached) {
      cached = (async () => {
        const spec = specOf(k);
        if (!spec || spec.write || spec.never || spec.session || (spec.auth && !key())) return undefined;
        const prepared = await prepare(k, spec);
        if ('skip' in prepared) return undefined;
        const started = Date.now();
        const outcome = await callEndpoint({ ...prepared, timeoutMs: options.timeoutMs, fetch: options.fetch });
        return { outcome, content: successContent(outcome), ms: Date.now() - started } as Fetched & { ms: number };
      })();
      readCache.set(k, cached);
    }
    return cached;
  }

  // ---- verdicts --------------------------------------------------------------------------------
  function judge(row: EndpointRow, spec: RowSpec, outcome: CallOutcome): Omit<RowResult, 'key' | 'service' | 'ms'> {
    const partial = row.pathKnown === 'partial' ? ' — path not known: the spec does not print it' : '';
    switch (outcome.kind) {
      case 'error':
        return { verdict: 'FAIL', reason: outcome.reason };
      case 'redirect': {
        const login = /log-?in|sign-?in|auth/i.test(outcome.location);
        return {
          verdict: 'FAIL',
          httpStatus: outcome.status,
          reason: `redirected (HTTP ${outcome.status})${login ? ' to a login page' : ''}: ${outcome.location || '(no location)'}`,
        };
      }
      case 'text':
        if (outcome.status === 404 || outcome.status === 405) return { verdict: 'SKIP', httpStatus: outcome.status, reason: `path not served (HTTP ${outcome.status})${partial}` };
        if (outcome.status >= 500) return { verdict: 'FAIL', httpStatus: outcome.status, reason: `HTTP ${outcome.status} server error: ${outcome.snippet}` };
        return {
          verdict: 'FAIL',
          httpStatus: outcome.status,
          reason: `${outcome.html ? 'HTML' : `non-JSON (${outcome.contentType || 'no content type'})`} instead of JSON (HTTP ${outcome.status}): ${outcome.snippet}`,
        };
      case 'binary':
        if (outcome.status === 404 || outcome.status === 405) return { verdict: 'SKIP', httpStatus: outcome.status, reason: `path not served (HTTP ${outcome.status})${partial}` };
        if (spec.binary && outcome.status === 200) return { verdict: 'PASS', httpStatus: 200, reason: `${outcome.contentType || 'binary'}, ${outcome.size} bytes` };
        return { verdict: 'FAIL', httpStatus: outcome.status, reason: `expected JSON, got ${outcome.contentType} (HTTP ${outcome.status})` };
      case 'json':
        break;
    }
    const { status, json } = outcome;
    const success = isRecord(json) && json.success === true;
    if ((status === 404 || status === 405) && !success) return { verdict: 'SKIP', httpStatus: status, reason: `path not served (HTTP ${status})${partial}` };
    if (status >= 500) return { verdict: 'FAIL', httpStatus: status, reason: `HTTP ${status} server error: ${firstMessage(json)}` };
    if (status === 401) return { verdict: 'FAIL', httpStatus: status, reason: `HTTP 401: the api key was not accepted ${firstMessage(json)}` };
    if (status === 403) return { verdict: 'FAIL', httpStatus: status, reason: `HTTP 403: the signed-in user may not call this ${firstMessage(json)}` };
    if (status !== 200) return { verdict: 'FAIL', httpStatus: status, reason: `expected HTTP 200, got ${status} ${firstMessage(json)}` };
    if (spec.binary) return { verdict: 'FAIL', httpStatus: status, reason: `expected an image or file, got JSON ${firstMessage(json)}` };
    const envelopeDiffs = diffAgainstSchema(envelopeShape, json, { max: maxDiffs });
    if (envelopeDiffs.length) return { verdict: 'FAIL', httpStatus: status, differences: envelopeDiffs, reason: envelopeDiffs.map(formatDifference).join('; ') };
    const envelope = json as { success: boolean; data?: { content?: unknown } | null; messages: unknown[] };
    if (!envelope.success) {
      const content = envelope.data?.content;
      if (spec.captcha && isRecord(content) && content.invalidRecaptcha === true)
        return { verdict: 'PASS', httpStatus: status, reason: 'refused by the captcha (invalidRecaptcha)' };
      if (spec.refusal) {
        if (!envelope.messages.length) return { verdict: 'FAIL', httpStatus: status, reason: 'success: false without a message' };
        const how = spec.refusal === 'expected' ? 'refused as expected' : 'refused (an accepted answer for this call)';
        return { verdict: 'PASS', httpStatus: status, reason: `${how}: ${firstMessage(json)}` };
      }
      return { verdict: 'FAIL', httpStatus: status, reason: `success: false ${firstMessage(json)}` };
    }
    if (spec.refusal === 'expected') return { verdict: 'FAIL', httpStatus: status, reason: 'expected a refusal, but the server accepted the call' };
    if (!isRecord(envelope.data) || !('content' in envelope.data)) {
      if (!spec.content) return { verdict: 'PASS', httpStatus: status };
      return {
        verdict: 'FAIL',
        httpStatus: status,
        differences: [{ path: 'data.content', expected: 'content', got: 'missing' }],
        reason: 'data.content: expected content, got missing',
      };
    }
    if (spec.content) {
      const diffs = diffAgainstSchema(spec.content, envelope.data.content, { max: maxDiffs, prefix: ['data', 'content'], root: json });
      if (diffs.length) return { verdict: 'FAIL', httpStatus: status, differences: diffs, reason: diffs.map(formatDifference).join('; ') };
    }
    return { verdict: 'PASS', httpStatus: status };
  }

  // ---- one row ---------------------------------------------------------------------------------
  async function runRow(row: EndpointRow): Promise<void> {
    const k = rowKey(row);
    const spec = specOf(k);
    const base = { key: k, service: row.service };
    if (!spec) return emit({ ...base, verdict: 'SKIP', reason: 'path not known: the check has no entry for this row' });
    if (spec.never) return emit({ ...base, verdict: 'SKIP', reason: spec.never });
    if (spec.write && !options.allowWrites) return emit({ ...base, verdict: 'SKIP', reason: 'needs writes (--allow-writes)' });
    if (spec.session === 'login' && !options.login) return emit({ ...base, verdict: 'SKIP', reason: 'needs --login mobile:password (or email:password)' });
    if (spec.session === 'logout' && !sessionKey) return emit({ ...base, verdict: 'SKIP', reason: 'needs a session of its own (--login): it never signs out the given api key' });
    if (spec.auth && !key()) return emit({ ...base, verdict: 'SKIP', reason: 'needs an api key (--api-key or --login)' });

    let outcome: CallOutcome;
    let ms: number;
    let ctx: RowContext | undefined;
    if (!spec.write && !spec.session) {
      const fetched = (await fetchRead(k)) as (Fetched & { ms: number }) | undefined;
      if (!fetched) {
        const prepared = await prepare(k, spec);
        return emit({ ...base, verdict: 'SKIP', reason: 'skip' in prepared ? prepared.skip : 'could not be prepared' });
      }
      outcome = fetched.outcome;
      ms = fetched.ms;
    } else {
      const prepared = await prepare(k, spec);
      if ('skip' in prepared) return emit({ ...base, verdict: 'SKIP', reason: prepared.skip });
      ctx = prepared.ctx;
      const started = Date.now();
      outcome = await callEndpoint({ ...prepared, timeoutMs: options.timeoutMs, fetch: options.fetch });
      ms = Date.now() - started;
    }
    const verdict = judge(row, spec, outcome);
    const content = successContent(outcome);
    if (verdict.verdict === 'PASS' && content !== undefined) {
      if (spec.session === 'login' && typeof content === 'string') sessionKey = content;
      if (spec.creates && ctx) {
        const found = await recordCreated(spec, content, ctx);
        if (!found) {
          verdict.verdict = 'FAIL';
          verdict.reason = `created a ${spec.creates.resource} but could not find its id to delete it afterwards`;
        }
      }
    }
    if (spec.deletes && verdict.verdict === 'PASS') {
      const record = own.find((o) => o.resource === spec.deletes && !o.deleted);
      if (record) record.deleted = true;
    }
    if (spec.session === 'logout' && verdict.verdict === 'PASS') sessionKey = undefined;
    emit({ ...base, ...verdict, ms });
  }

  async function recordCreated(spec: RowSpec, content: unknown, ctx: RowContext): Promise<boolean> {
    const creates = spec.creates!;
    const given = creates.idFrom?.(content, ctx);
    let id = given ? given.id : creates.idFrom ? undefined : pickCreated(content);
    let entity: unknown = given ? given.entity : isRecord(content) ? content : undefined;
    if (!id && creates.locate) {
      const { locate } = creates;
      const body = locate.body?.(ctx, content);
      const listed = await baseCtx.request(locate.method ?? 'POST', locate.path, { body, query: { page: 1, limit: 100, sorter: 'createdAt,desc' } });
      const items = Array.isArray(listed) ? listed : isRecord(listed) && Array.isArray(listed.docs) ? listed.docs : [];
      const match = items.find((item) => isRecord(item) && locate.match(item, ctx)) as Record<string, unknown> | undefined;
      id = pickCreated(match);
      entity = match;
    }
    if (!id) return false;
    own.push({
      resource: creates.resource,
      id,
      entity,
      deletePath: creates.deletePath,
      deleteMethod: creates.deleteMethod,
      deleteBody: creates.deleteBody?.(entity),
      getPath: creates.getPath,
      deleted: false,
    });
    return true;
  }

  // ---- order: sign-in, reads, creates, changes, deletes (newest record first), clean-up, sign-out
  const specFor = (r: EndpointRow) => specOf(rowKey(r));
  const loginRows = rows.filter((r) => specFor(r)?.session === 'login');
  const logoutRows = rows.filter((r) => specFor(r)?.session === 'logout');
  const rest = rows.filter((r) => !specFor(r)?.session);
  const reads = rest.filter((r) => !specFor(r)?.write);
  const writes = rest.filter((r) => specFor(r)?.write);
  const orderOf = (r: EndpointRow) => {
    const spec = specFor(r)!;
    return spec.order ?? (spec.creates ? 10 : spec.deletes ? 40 : 20);
  };

  // The session is needed by every other row: sign in first even when --only leaves the login row out.
  if (options.login && !loginRows.length) {
    const loginRow = options.rows.find((r) => specFor(r)?.session === 'login');
    if (loginRow) {
      const prepared = await prepare(rowKey(loginRow), specFor(loginRow)!);
      if (!('skip' in prepared)) {
        const c = successContent(await callEndpoint({ ...prepared, timeoutMs: options.timeoutMs, fetch: options.fetch }));
        if (typeof c === 'string') sessionKey = c;
      }
    }
  }
  for (const row of loginRows) await runRow(row);
  for (const row of reads) await runRow(row);
  // Writes in order; deletes of the default order go newest record first (children before parents).
  const createdIndex = (r: EndpointRow) => {
    const resource = specFor(r)?.deletes;
    return resource ? own.findIndex((o) => o.resource === resource && !o.deleted) : -1;
  };
  const pending = writes.map((row, index) => ({ row, index }));
  while (pending.length) {
    pending.sort((a, b) => {
      const byOrder = orderOf(a.row) - orderOf(b.row);
      if (byOrder || orderOf(a.row) !== 40) return byOrder || a.index - b.index;
      return createdIndex(b.row) - createdIndex(a.row) || a.index - b.index;
    });
    await runRow(pending.shift()!.row);
  }

  const leftovers: string[] = [];
  for (const record of [...own].reverse()) {
    if (record.deleted) continue;
    if (record.deletePath) {
      const path = record.deletePath.replace('{id}', encodeURIComponent(record.id));
      const outcome = await raw(record.deleteMethod ?? 'DELETE', path, { body: record.deleteBody });
      if (successContent(outcome) !== undefined || (outcome.kind === 'json' && isRecord(outcome.json) && outcome.json.success === true)) {
        record.deleted = true;
        continue;
      }
    }
    if (!record.optional) leftovers.push(`${record.resource} ${record.id}`);
  }
  if (options.login && sessionKey && !logoutRows.length) await raw('GET', 'auth/v1/user/logout', { key: sessionKey });
  for (const row of logoutRows) await runRow(row);

  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  const base = new URL(options.baseUrl);
  base.search = '';
  return {
    baseUrl: redact(base.toString()),
    startedAt,
    finishedAt: new Date().toISOString(),
    allowWrites: options.allowWrites,
    only,
    summary: { total: results.length, pass: count('PASS'), fail: count('FAIL'), skip: count('SKIP') },
    results,
    leftovers,
  };
}

/** `PASS  GET site/v1/version  (200, 12 ms)` / `FAIL  ...  differences` / `SKIP  ...  reason` */
export function formatResult(result: RowResult): string {
  const timing = result.httpStatus !== undefined ? ` (${result.httpStatus}${result.ms !== undefined ? `, ${result.ms} ms` : ''})` : '';
  const detail = result.reason ? `  ${result.reason}` : '';
  return `${result.verdict}  ${result.key}${timing}${detail}`;
}

export function formatSummary(report: RunReport): string {
  const { total, pass, fail, skip } = report.summary;
  const leftovers = report.leftovers.length ? `; NOT CLEANED UP: ${report.leftovers.join(', ')}` : '';
  return `contract: ${total} rows — ${pass} pass, ${fail} fail, ${skip} skip (${report.baseUrl}, writes ${report.allowWrites ? 'on' : 'off'})${leftovers}`;
}
