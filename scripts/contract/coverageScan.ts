/**
 * The pure part of the coverage report (no Node imports: unit tests load it): which API paths the
 * client's service files build, and whether the mock's msw handlers answer a row.
 */
import { getResponse, type RequestHandler } from 'msw';
import type { EndpointRow } from './endpoints';

// ---- client: URLs the services build ----------------------------------------------------------------
export interface ClientCall {
  /** the path with `{*}` where the code inserts a value */
  path: string;
  /** the HTTP method next to it, when written there */
  method?: string;
  file: string;
}

/** `const A = '...'` and `const A = { b: '...' }` string constants of a file. */
function constantsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*'([^']*)'/g)) out.set(m[1], m[2]);
  for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*\{([^{}]*)\}/g)) {
    for (const p of m[2].matchAll(/(\w+)\s*:\s*'([^']*)'/g)) out.set(`${m[1]}.${p[1]}`, p[2]);
  }
  return out;
}

const methodAfter = (text: string, from: number): string | undefined => {
  const window = text.slice(from, from + 160).split(/url:|query:|\n\s*\w+:\s*build\./)[0];
  return /method:\s*'(\w+)'/.exec(window)?.[1]?.toUpperCase();
};

/** Every API path a service file builds: string and template literals, and constants passed as `url`. */
export function clientCalls(file: string, text: string): ClientCall[] {
  const constants = constantsOf(text);
  const out: ClientCall[] = [];
  /** RTK Query's default method is GET: a `url:` or `() => 'path'` without `method` is a GET. */
  const add = (path: string, end: number, defaultGet = false) => {
    // `${config.apiUrl}site/v1/...` (src/api/urls.ts) starts with the base address
    const clean = path.replace(/^\{\*\}(?=[a-z]+\/v1\/)/i, '').replace(/^\//, '').split('?')[0];
    if (/^[a-z]+\/v1\//i.test(clean)) out.push({ path: clean, method: methodAfter(text, end) ?? (defaultGet ? 'GET' : undefined), file });
  };
  for (const m of text.matchAll(/'([^'\n]*v1\/[^'\n]*)'|`([^`]*)`/g)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // Declarations (`const A = '...'`, `{ key: '...' }`) are resolved where they are used.
    const prop = /\b(\w+)\s*:\s*$/.exec(before)?.[1];
    if (/=\s*$/.test(before) || (prop && prop !== 'url')) continue;
    const raw = m[1] ?? m[2].replace(/\$\{\s*([\w.]+)\s*\}/g, (all, name: string) => constants.get(name) ?? all);
    add(raw.replace(/\$\{[^}]*\}/g, '{*}'), m.index + m[0].length, /(url:|=>)\s*\(?\s*$/.test(before));
  }
  for (const m of text.matchAll(/url:\s*([A-Z_][\w.]*)/g)) {
    const value = constants.get(m[1]);
    if (value) add(value, m.index + m[0].length, true);
  }
  return out;
}

/** Does a client path (with `{*}`) build this row's path? A `{*}` in place of a fixed word needs that word in the file. */
export function clientMatches(row: Pick<EndpointRow, 'method' | 'path'>, call: ClientCall, fileText: string): boolean {
  if (call.method && call.method !== row.method) return false;
  const rowParts = row.path.replace(/\/$/, '').split('/');
  const callParts = call.path.replace(/\/$/, '').split('/');
  if (rowParts.length !== callParts.length) return false;
  return rowParts.every((part, i) => {
    const got = callParts[i];
    if (got === part) return true;
    if (/^\{\w+\}$/.test(part)) return /^(\{\*\})+$/.test(got);
    return got === '{*}' && new RegExp(`'${part}'`).test(fileText);
  });
}

// ---- mock: does an msw handler answer a request for the row? -------------------------------------
export async function mockServes(row: Pick<EndpointRow, 'method' | 'path'>, handlers: readonly RequestHandler[]): Promise<boolean> {
  const path = row.path.replace(/\{(\w+)\}/g, 'x1');
  const hasBody = row.method !== 'GET' && row.method !== 'HEAD';
  const request = new Request(`http://127.0.0.1/${path}?apiKey=test-key-u1`, {
    method: row.method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? '{}' : undefined,
  });
  try {
    return (await getResponse([...handlers], request)) !== undefined;
  } catch {
    return true; // a handler matched and threw: it is served
  }
}
