/**
 * A loopback stand-in for what monitoring sends to (docs/monitoring.md): Sentry's envelope endpoint
 * (`/api/<project>/envelope/`, the DSN's host), the Web Vitals beacon (`/rum`) and the CSP report
 * endpoint (`/csp`). It records every request that reaches it, whatever its path, and answers
 * cross-origin as the real services do. With a certificate it also listens with TLS on a second port,
 * into the same record: the browser sends Reporting API reports (the policy's `report-to`) only to an
 * HTTPS endpoint, and the email build's VITE_CSP_REPORT_URL names that one (tests/e2e/run.mjs).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';

export interface IngestRequest {
  method: string;
  path: string;
  contentType: string;
  body: string;
  /** whether it came through the TLS listener */
  secure: boolean;
  /** Date.now() when its body had arrived */
  receivedAt: number;
}

/** One report of the Reporting API (`application/reports+json`, an array of them per upload). */
export interface ReportingApiReport {
  type: string;
  url: string;
  age: number;
  user_agent: string;
  body: Record<string, unknown>;
}

export interface SentryEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: Array<{ type?: string; value?: string; mechanism?: { type?: string } }> };
  request?: { url?: string };
}

export interface Ingest {
  url: string;
  /** the TLS listener's address (when started with a certificate) */
  tlsUrl?: string;
  requests: IngestRequest[];
  /** the error events of every envelope so far */
  events: () => SentryEvent[];
  /** the Web Vitals beacons so far */
  beacons: () => Array<{ page: { route: string; screen: string }; language: string; release: string; metrics: Array<{ name: string; value: number; attribution: Record<string, unknown> }> }>;
  /** the Reporting API reports posted to `/csp` so far (`report-to`), each with its upload's arrival time */
  reports: () => Array<ReportingApiReport & { receivedAt: number; secure: boolean }>;
  /** the `report-uri` reports posted to `/csp` so far (`application/csp-report`: `{ "csp-report": { … } }`) */
  cspReports: () => Array<{ 'csp-report': Record<string, unknown>; receivedAt: number; secure: boolean }>;
  clear: () => void;
  close: () => Promise<void>;
}

function eventsOf(envelope: string): SentryEvent[] {
  const lines = envelope.split('\n').filter(Boolean);
  const events: SentryEvent[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]) as SentryEvent);
  }
  return events;
}

/** PEM certificate and key for the TLS listener, and its port. */
export interface IngestTls {
  port: number;
  cert: string | Buffer;
  key: string | Buffer;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

export async function startIngest(port: number, tls?: IngestTls): Promise<Ingest> {
  const requests: IngestRequest[] = [];
  const record = (secure: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8'), secure, receivedAt: Date.now() });
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  };
  const servers: Server[] = [createServer(record(false))];
  await listen(servers[0], port);
  if (tls) {
    servers.push(createTlsServer({ cert: tls.cert, key: tls.key }, record(true)));
    await listen(servers[1], tls.port);
  }
  const toCsp = (kind: RegExp) => requests.filter((r) => r.path.startsWith('/csp') && kind.test(r.contentType));
  return {
    url: `http://127.0.0.1:${port}`,
    tlsUrl: tls ? `https://127.0.0.1:${tls.port}` : undefined,
    requests,
    events: () => requests.filter((r) => /\/api\/\d+\/envelope\//.test(r.path)).flatMap((r) => eventsOf(r.body)),
    beacons: () => requests.filter((r) => r.path.startsWith('/rum')).map((r) => JSON.parse(r.body) as ReturnType<Ingest['beacons']>[number]),
    reports: () =>
      toCsp(/^application\/reports\+json/).flatMap((r) => (JSON.parse(r.body) as ReportingApiReport[]).map((report) => ({ ...report, receivedAt: r.receivedAt, secure: r.secure }))),
    cspReports: () =>
      toCsp(/^application\/csp-report/).map((r) => ({ ...(JSON.parse(r.body) as { 'csp-report': Record<string, unknown> }), receivedAt: r.receivedAt, secure: r.secure })),
    clear: () => {
      requests.length = 0;
    },
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
