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

/**
 * A service's path helper, `const at = (entity: string, id: string) => \`${BASE}/${entity}/${encodeURIComponent(id)}\``,
 * written out where it is called (`at('role', id)` → \`${BASE}/role/${id}\`) so the scan sees the path.
 */
function expandPathHelpers(text: string): string {
  let out = text;
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*\(\s*(\w+)\s*:\s*string\s*,\s*(\w+)\s*:\s*string\s*\)\s*=>\s*`([^`]*)`\s*;/g)) {
    const [, name, entityParam, , body] = m;
    const pathOf = (entity: string) => body.replace(`\${${entityParam}}`, entity).replace(/\$\{encodeURIComponent\(\w+\)\}/g, '${id}');
    out = out
      .replace(new RegExp(`\\$\\{${name}\\('([^']+)',[^)]*\\)\\}`, 'g'), (_all, entity: string) => pathOf(entity))
      .replace(new RegExp(`(?<![\\w.])${name}\\('([^']+)',[^)]*\\)`, 'g'), (_all, entity: string) => `\`${pathOf(entity)}\``);
  }
  return out;
}

/** Every API path a service file builds: string and template literals, and constants passed as `url`. */
export function clientCalls(file: string, source: string): ClientCall[] {
  const text = expandPathHelpers(source);
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
    const raw = m.at(1) ?? m[2].replace(/\$\{\s*([\w.]+)\s*\}/g, (all, name: string) => constants.get(name) ?? all);
    add(raw.replace(/\$\{[^}]*\}/g, '{*}'), m.index + m[0].length, /(url:|=>)\s*\(?\s*$/.test(before));
  }
  for (const m of text.matchAll(/url:\s*([A-Z_][\w.]*)/g)) {
    const value = constants.get(m[1]);
    if (value) add(value, m.index + m[0].length, true);
  }
  out.push(...entityCalls(file, text, constants));
  return out;
}

/**
 * The calls `entityEndpoints(build, BASE, 'entity', 'Tag', options)` (src/api/list.ts) wires: list,
 * one, add, edit, remove; one PUT per `toggles` segment; the file delete for a `multipart` entity or
 * one whose `deleteFile` the service exports.
 */
function entityCalls(file: string, text: string, constants: Map<string, string>): ClientCall[] {
  const out: ClientCall[] = [];
  for (const m of text.matchAll(/entityEndpoints(?:<[^>]*>)?\(\s*\w+\s*,\s*([A-Z_][\w.]*|'[^']*')\s*,\s*'([^']+)'/g)) {
    const base = m[1].startsWith("'") ? m[1].slice(1, -1) : constants.get(m[1]);
    if (!base) continue;
    const path = `${base.replace(/\/$/, '')}/${m[2]}`;
    // the call's own argument list: up to the parenthesis that closes it
    let depth = 0;
    let end = m.index + m[0].length;
    for (let i = text.indexOf('(', m.index); i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        end = i;
        break;
      }
    }
    const options = text.slice(m.index + m[0].length, end);
    const call = (method: string, p: string) => out.push({ path: p, method, file });
    call('POST', `${path}/list`);
    call('GET', `${path}/{*}`);
    call('POST', path);
    call('PUT', `${path}/{*}`);
    call('DELETE', `${path}/{*}`);
    const name = /(?:const|let)\s+(\w+)\s*=\s*$/.exec(text.slice(Math.max(0, m.index - 60), m.index))?.[1];
    const filesUsed = name !== undefined && new RegExp(`\\b${name}\\.deleteFile\\b`).test(text);
    if (/\bmultipart\s*:/.test(options) || filesUsed) call('DELETE', `${path}/{*}/file/{*}`);
    const toggles = /\btoggles\s*:\s*\{([^{}]*)\}/.exec(options)?.[1] ?? '';
    for (const t of toggles.matchAll(/\w+\s*:\s*'([^']+)'/g)) call('PUT', `${path}/{*}/${t[1]}`);
    // a shared options constant (`{ ...PUBLISH }`) names its toggles where it is declared
    for (const spread of options.matchAll(/\.\.\.([A-Z_]\w*)/g)) {
      const declared = new RegExp(`const\\s+${spread[1]}\\s*=\\s*\\{[^;]*?toggles\\s*:\\s*\\{([^{}]*)\\}`).exec(text)?.[1] ?? '';
      for (const t of declared.matchAll(/\w+\s*:\s*'([^']+)'/g)) call('PUT', `${path}/{*}/${t[1]}`);
    }
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
