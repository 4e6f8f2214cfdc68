/**
 * An example per call for the OpenAPI document, taken from the mock backend's seeded data: the
 * contract check runs in-process against the mock's own msw handlers (no port, no server; writes on,
 * signed in as the seeded admin, exactly as CI runs it) and every request it makes and every answer it
 * gets is kept under the row it belongs to.
 */
import { getResponse } from 'msw';
import { seededApiKey, USERS } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { setImageRasteriser } from '@mocks/lib/raster';
import { nodeRasteriser } from '@mocks/lib/rasterNode';
import { pathParams, rowKey, type EndpointRow } from './endpoints';
import type { RowExample } from './openapi';
import { runContract } from './runner';
import type { RowSpec } from './spec';

const BASE = new URL('http://mock.contract/');

interface Matcher {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

/** The row a request is for: the one whose path matches with the fewest parameters. */
export function rowMatcher(rows: EndpointRow[]): (method: string, pathname: string) => { key: string; params: Record<string, string> } | undefined {
  const matchers: Matcher[] = rows
    .map((row) => ({
      key: rowKey(row),
      method: row.method,
      names: pathParams(row.path),
      pattern: new RegExp(`^/${row.path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('([^/]+)')}$`),
    }))
    .sort((a, b) => a.names.length - b.names.length);
  return (method, pathname) => {
    for (const m of matchers) {
      if (m.method !== method) continue;
      const found = m.pattern.exec(pathname);
      if (found) return { key: m.key, params: Object.fromEntries(m.names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) };
    }
    return undefined;
  };
}

async function requestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json().catch(() => undefined);
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    for (const [, value] of form) {
      if (typeof value !== 'string' && value.type === 'application/json') return JSON.parse(await value.text()) as unknown;
    }
  }
  return undefined;
}

const succeeded = (example: RowExample) =>
  example.status === 200 && typeof example.response === 'object' && example.response !== null && (example.response as { success?: unknown }).success === true;

/**
 * The seed has a plugin of every type and a type takes one plugin, so the check cannot create its own
 * and skips the plugin writes. For the examples, one seeded plugin is deleted first through the mock's
 * own API (in this process only), and the check then creates, edits and deletes a plugin of that type.
 */
async function freeOnePluginType(): Promise<void> {
  const key = `apiKey=${encodeURIComponent(seededApiKey(USERS.admin.id))}`;
  const call = async (method: string, path: string) => {
    const response = await getResponse(handlers, new Request(new URL(`${path}?${key}`, BASE), { method }));
    return (await response?.json().catch(() => undefined)) as { data?: { content?: unknown } } | undefined;
  };
  const plugins = (await call('GET', 'pluginmanagement/v1/plugin/all'))?.data?.content;
  const last = Array.isArray(plugins) ? (plugins.at(-1) as { id?: unknown } | undefined) : undefined;
  if (typeof last?.id === 'string') await call('DELETE', `pluginmanagement/v1/plugin/${encodeURIComponent(last.id)}`);
}

export async function recordExamples(rows: EndpointRow[], specs: Record<string, RowSpec>): Promise<Record<string, RowExample>> {
  const rowOf = rowMatcher(rows);
  // the images the check asks for are drawn with sharp, as the loopback mock draws them
  setImageRasteriser(nodeRasteriser);
  await freeOnePluginType();
  const examples: Record<string, RowExample> = {};
  await runContract({
    baseUrl: BASE,
    login: { identity: '9120000001', password: 'Passw0rd!' },
    allowWrites: true,
    timeoutMs: 10_000,
    rows,
    specs,
    fetch: async (request) => {
      const url = new URL(request.url);
      const row = rowOf(request.method, url.pathname);
      const sent = row ? await requestBody(request.clone()) : undefined;
      const response = (await getResponse(handlers, request)) ?? new Response('{"success":false,"messages":[]}', { status: 404 });
      if (row) {
        const contentType = response.headers.get('content-type') ?? '';
        const example: RowExample = {
          params: row.params,
          query: Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'apiKey')),
          request: sent,
          status: response.status,
          contentType,
          response: contentType.includes('json') ? await response.clone().json().catch(() => undefined) : undefined,
        };
        const before = examples[row.key] as RowExample | undefined;
        if (!before || (!succeeded(before) && succeeded(example))) examples[row.key] = example;
      }
      return response;
    },
  });
  return examples;
}
