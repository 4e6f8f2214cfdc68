/**
 * The JSON differ of the contract check: compares a JSON value with a zod schema (the same schemas
 * the client and the mock use) and lists the first differences as `path in the JSON, expected, got`.
 */
import type { z } from 'zod/mini';

export interface Difference {
  /** where in the JSON, e.g. `data.content.docs[0].price` */
  path: string;
  expected: string;
  got: string;
}

type Key = PropertyKey;

/** `data.content.docs[0].price` from `['data', 'content', 'docs', 0, 'price']`. */
export function formatPath(path: readonly Key[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$-]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

/** A short description of a JSON value: its type and a preview (`number 12`, `string "abc"`, `missing`). */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  switch (typeof value) {
    case 'string': {
      const text = value.length > 40 ? `${value.slice(0, 37)}...` : value;
      return `string ${JSON.stringify(text)}`;
    }
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    case 'object': {
      const keys = Object.keys(value as object);
      const shown = keys.slice(0, 5).join(', ');
      return `object {${shown}${keys.length > 5 ? ', ...' : ''}}`;
    }
    default:
      return typeof value;
  }
}

/** The value at `path` inside `root` (undefined when the path leaves the JSON). */
export function valueAt(root: unknown, path: readonly Key[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<Key, unknown>)[key];
  }
  return cur;
}

type Issue = z.core.$ZodIssue;

function expectedOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return String(issue.expected);
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `${issue.origin === 'array' || issue.origin === 'string' ? 'length ' : ''}>= ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin === 'array' || issue.origin === 'string' ? 'length ' : ''}<= ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `string matching ${String(issue.pattern)}` : `${issue.format} format`;
    case 'unrecognized_keys':
      return `no keys ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // Every branch failed at the value itself: name what each branch wanted.
      const wanted = [...new Set(issue.errors.map((branch) => (branch[0] ? expectedOf(branch[0]) : 'another shape')))];
      return wanted.length ? wanted.join(' or ') : 'one of the allowed shapes';
    }
    default:
      return issue.message;
  }
}

/** For a union, the branch whose issues got furthest into the JSON (the likely intended shape). */
function bestUnionBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] | null {
  const branches = issue.errors.filter((b) => b.length > 0);
  if (!branches.length) return null;
  const depth = (b: Issue[]) => Math.max(...b.map((i) => i.path.length));
  const sorted = [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length);
  // Branches that all fail at the value itself (e.g. id string vs object) say nothing more.
  return depth(sorted[0]) > 0 ? sorted[0] : null;
}

function collect(issues: readonly Issue[], prefix: readonly Key[], root: unknown, out: Difference[], max: number) {
  for (const issue of issues) {
    if (out.length >= max) return;
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union') {
      const branch = bestUnionBranch(issue);
      if (branch) {
        collect(branch, path, root, out, max);
        continue;
      }
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        if (out.length >= max) return;
        out.push({ path: formatPath([...path, key]), expected: 'no such key', got: describe(valueAt(root, [...path, key])) });
      }
      continue;
    }
    const got = valueAt(root, path);
    out.push({ path: formatPath(path), expected: expectedOf(issue), got: describe(got) });
  }
}

/**
 * The first `max` differences between `value` and `schema` (empty when it conforms). `prefix` is
 * prepended to every path and used to read the offending values from `root` (default: `value`).
 */
export function diffAgainstSchema(
  schema: z.ZodMiniType,
  value: unknown,
  options: { max?: number; prefix?: readonly Key[]; root?: unknown } = {},
): Difference[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const out: Difference[] = [];
  const prefix = options.prefix ?? [];
  const root = options.root ?? value;
  collect(result.error.issues, prefix, options.root === undefined && prefix.length ? wrap(prefix, value) : root, out, options.max ?? 3);
  return out;
}

function wrap(prefix: readonly Key[], value: unknown): unknown {
  return [...prefix].reverse().reduce<unknown>((acc, key) => ({ [key as string]: acc }), value);
}

/** `data.content.price: expected number, got string "12"` */
export function formatDifference(d: Difference): string {
  return `${d.path}: expected ${d.expected}, got ${d.got}`;
}
