import { getResponse, type RequestHandler } from 'msw';
import { handlers } from './handlers';
import { translateMessage } from './lib/messages';
import { setImageRasteriser } from './lib/raster';
import { nodeRasteriser } from './lib/rasterNode';

/**
 * The loopback HTTP server: the mock backend over real HTTP, so a production build (or anything
 * else) can talk to it. Each request becomes a Fetch `Request` resolved by the msw handlers.
 * CORS: loopback origins only (localhost, 127.0.0.1, [::1], any port).
 */
/*
 * The few node:http types used here, declared locally: the app's tsconfig has no Node types and
 * this file must type-check there too (tests import it). The module is loaded at run time.
 */
interface IncomingMessage extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface ServerResponse {
  writeHead(status: number, headers?: Record<string, string>): ServerResponse;
  write(chunk: Uint8Array): boolean;
  once(event: 'drain' | 'close', listener: () => void): ServerResponse;
  end(body?: Uint8Array | string): ServerResponse;
}
export interface LoopbackServer {
  keepAliveTimeout: number;
  headersTimeout: number;
  listen(port: number, host: string, callback: () => void): LoopbackServer;
  address(): { port: number } | string | null;
  close(callback?: (error?: Error) => void): LoopbackServer;
  once(event: 'error', listener: (error: Error) => void): LoopbackServer;
}
interface NodeHttp {
  createServer(listener: (req: IncomingMessage, res: ServerResponse) => void): LoopbackServer;
}
const NODE_HTTP = 'node:http';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Content-Type';

export interface LoopbackOptions {
  /** log one line per request (default true) */
  log?: boolean;
  /** handlers tried before the mock's own ones (tests that change one answer) */
  handlers?: readonly RequestHandler[];
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readAll(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of req) {
    chunks.push(chunk);
    length += chunk.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toRequest(req: IncomingMessage, body: Uint8Array | undefined, port: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
}

/**
 * Writes a streamed body as it comes (chunked). Waits for the socket to take each chunk that filled
 * its buffer: that lets the chunks leave while the next ones are made, and keeps memory flat.
 */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  // an object, so the type checker sees that the close handler may change it between reads
  const connection = { closed: false };
  let wake = () => {};
  res.once('close', () => {
    connection.closed = true;
    wake();
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (connection.closed) {
      await reader.cancel();
      return;
    }
    if (!res.write(value)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        res.once('drain', resolve);
      });
    }
  }
}

/** The failure envelope of an unknown path or a crash, in the request's language (mocks/lib/messages.ts). */
const failureBody = (message: string, url: string | undefined) =>
  JSON.stringify({
    success: false,
    data: { content: null },
    messages: [{ type: 'error', message: translateMessage(message, new URL(url ?? '/', 'http://127.0.0.1').searchParams.get('language') === 'en' ? 'en' : 'fa') }],
  });

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  log: boolean,
  active: readonly RequestHandler[],
): Promise<void> {
  const started = Date.now();
  const origin = req.headers.origin;
  const cors = corsHeaders(typeof origin === 'string' ? origin : undefined);
  const done = (status: number) => {
    if (log) console.log(`${req.method} ${req.url} ${status} ${Date.now() - started}ms`);
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return done(204);
  }
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req);
    const response = await getResponse([...active], toRequest(req, body, port));
    if (!response) {
      res.writeHead(404, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(failureBody('The requested page was not found.', req.url));
      return done(404);
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower === 'content-encoding') return;
      // one Vary: what the answer varies by (an image: Accept) and the CORS headers' Origin
      if (lower === 'vary' && headers.Vary) headers.Vary = `${headers.Vary}, ${value}`;
      else headers[name] = value;
    });
    if (response.body && !response.headers.has('content-length') && method !== 'HEAD') {
      // a body written while it is made (mocks/lib/http.ts okPage): sent chunk by chunk as it comes
      res.writeHead(response.status, headers);
      await pipeBody(response.body, res);
      res.end();
      return done(response.status);
    }
    const buffer = new Uint8Array(await response.arrayBuffer());
    headers['content-length'] = String(buffer.length);
    res.writeHead(response.status, headers).end(method === 'HEAD' ? undefined : buffer);
    done(response.status);
  } catch (error) {
    console.error(error);
    res
      .writeHead(500, { ...cors, 'Content-Type': 'application/json; charset=utf-8' })
      .end(failureBody('Internal server error.', req.url));
    done(500);
  }
}

/** Starts the server on 127.0.0.1:`port` (0 = a free port); resolves once it listens. */
export async function startLoopbackServer(
  port: number,
  options: LoopbackOptions = {},
): Promise<{ server: LoopbackServer; port: number; url: string }> {
  const { createServer } = (await import(/* @vite-ignore */ NODE_HTTP)) as NodeHttp;
  // images are drawn with sharp (on the first request of each, not now)
  setImageRasteriser(nodeRasteriser);
  const log = options.log ?? true;
  const active = [...(options.handlers ?? []), ...handlers];
  let actualPort = port;
  const server = createServer((req, res) => void handle(req, res, actualPort, log, active));
  // Keep idle connections longer than any client here keeps them (Node's fetch 4 s, the browser's
  // minutes): with Node's 5 s default, a client that reused a connection the moment the server closed
  // it got "socket hang up" / "other side closed" (seen on a loaded CI machine).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, port: actualPort, url: `http://127.0.0.1:${actualPort}/` });
    });
  });
}
