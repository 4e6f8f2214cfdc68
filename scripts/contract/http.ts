/**
 * One HTTP call of the contract check, with every way it can go wrong turned into a plain outcome:
 * JSON, a binary answer, HTML (or other text) instead of JSON, a redirect, or a transport error
 * (unreachable host, TLS, timeout). Redirects are not followed (a login page is reported as such).
 */
export type FetchLike = (input: Request) => Promise<Response>;

export interface CallRequest {
  method: string;
  url: URL;
  /** JSON body (serialised) or multipart form */
  body?: unknown;
  timeoutMs: number;
  fetch?: FetchLike;
}

export type CallOutcome =
  | { kind: 'json'; status: number; json: unknown; contentType: string }
  | { kind: 'binary'; status: number; contentType: string; size: number }
  | { kind: 'text'; status: number; contentType: string; snippet: string; html: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'error'; reason: string };

const TLS_CODES = /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(GET|VERIFY)|EPROTO|HOSTNAME_MISMATCH)/;

function errorCode(error: unknown): string | undefined {
  let cur: unknown = error;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i += 1) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A one-line reason for a failed request (never the URL: it may carry the api key). */
export function transportReason(error: unknown, timeoutMs: number): string {
  const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') return `timeout: no answer within ${timeoutMs} ms`;
  const code = errorCode(error);
  if (code && TLS_CODES.test(code)) return `TLS error (${code}): the server's certificate or TLS setup was refused`;
  switch (code) {
    case 'ECONNREFUSED':
      return 'unreachable: connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'unreachable: host name not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'unreachable: the connection was closed';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'unreachable: no route to host';
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `timeout: could not connect within ${timeoutMs} ms`;
    default:
      return `request failed${code ? ` (${code})` : ''}`;
  }
}

const isJsonType = (type: string) => /[/+]json\b/i.test(type);
const isTextType = (type: string) => /^text\/|html|xml/i.test(type) && !isFileType(type);
const isFileType = (type: string) => /^(image|audio|video|font)\/|octet-stream|pdf|zip/i.test(type);

function buildRequest(req: CallRequest, controller: AbortController): Request {
  const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : isForm ? (req.body as FormData) : JSON.stringify(req.body),
    redirect: 'manual',
  };
  try {
    return new Request(req.url, { ...init, signal: controller.signal });
  } catch {
    // A test DOM (jsdom) may bring an AbortSignal that Node's Request does not take: the timer below still applies.
    return new Request(req.url, init);
  }
}

async function read(req: CallRequest, request: Request): Promise<CallOutcome> {
  const response = await (req.fetch ?? fetch)(request);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status >= 300 && response.status < 400) {
    return { kind: 'redirect', status: response.status, location: response.headers.get('location') ?? '' };
  }
  if (response.type === 'opaqueredirect') return { kind: 'redirect', status: 302, location: '' };
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = isJsonType(contentType) || isTextType(contentType) || !contentType ? new TextDecoder().decode(bytes) : null;
  if (text !== null) {
    try {
      if (text.trim()) return { kind: 'json', status: response.status, json: JSON.parse(text), contentType };
    } catch {
      // not JSON: reported below
    }
    const html = /<(!doctype|html|head|body)\b/i.test(text) || /html/i.test(contentType);
    const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 60);
    return { kind: 'text', status: response.status, contentType, snippet, html };
  }
  return { kind: 'binary', status: response.status, contentType, size: bytes.length };
}

/** Calls once; never throws. The timeout covers connecting, the answer and its body. */
export async function callEndpoint(req: CallRequest): Promise<CallOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, req.timeoutMs);
  });
  try {
    return await Promise.race([read(req, buildRequest(req, controller)), timeout]);
  } catch (error) {
    return { kind: 'error', reason: transportReason(error, req.timeoutMs) };
  } finally {
    clearTimeout(timer);
  }
}
