import endpointsTsv from '@/api/contract/endpoints.tsv?raw';
import { parseEndpoints, type EndpointRow } from '../../../scripts/contract/endpoints';
import type { FetchLike } from '../../../scripts/contract/http';

export const ROWS: EndpointRow[] = parseEndpoints(endpointsTsv);

export const row = (method: string, path: string, service = path.split('/')[0], pathKnown = 'yes'): EndpointRow => ({
  method,
  path,
  service,
  query: '',
  body: '',
  response: '',
  usedBy: '',
  pathKnown,
  spec: '',
});

export const envelope = (content: unknown, success = true, messages: unknown[] = []) =>
  new Response(JSON.stringify({ success, data: { content }, messages }), { headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers by `METHOD path` (path without the base and query); records what was asked. */
export function fakeFetch(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const seen: string[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api\//, '')}`;
    seen.push(`${key}${url.search}`);
    const answer = routes[key] as (typeof routes)[string] | undefined;
    return answer ? answer(request) : new Response('{"success":false,"messages":[]}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, seen };
}

export const BASE = new URL('http://backend.test/api/');
