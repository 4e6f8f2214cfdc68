/**
 * A loopback stand-in for what monitoring sends to (README "Monitoring"): Sentry's envelope endpoint
 * (`/api/<project>/envelope/`, the DSN's host), the Web Vitals beacon (`/rum`) and the CSP report
 * endpoint (`/csp`). It records every request that reaches it, whatever its path, and answers
 * cross-origin as the real services do.
 */
import { createServer, type Server } from 'node:http';

export interface IngestRequest {
  method: string;
  path: string;
  contentType: string;
  body: string;
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
  requests: IngestRequest[];
  /** the error events of every envelope so far */
  events: () => SentryEvent[];
  /** the Web Vitals beacons so far */
  beacons: () => Array<{ page: { route: string; screen: string }; language: string; release: string; metrics: Array<{ name: string; value: number; attribution: Record<string, unknown> }> }>;
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

export async function startIngest(port: number): Promise<Ingest> {
  const requests: IngestRequest[] = [];
  const server: Server = createServer((req, res) => {
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
      requests.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    events: () => requests.filter((r) => /\/api\/\d+\/envelope\//.test(r.path)).flatMap((r) => eventsOf(r.body)),
    beacons: () => requests.filter((r) => r.path.startsWith('/rum')).map((r) => JSON.parse(r.body) as ReturnType<Ingest['beacons']>[number]),
    clear: () => {
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
