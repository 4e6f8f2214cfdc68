/**
 * Every answer is checked before anything renders it: an endpoint spreads `...checked(schema)` (or
 * `checkedAs(schema, transform)`) from its zod schema in src/api/schemas, the same schema the mock and
 * the contract check use. RTK Query validates the envelope's content with it (`rawResponseSchema`)
 * before `transformResponse`; an answer that does not match fails the query like any other failed
 * answer: `ApiError { status: 'PARSING_ERROR', content: { schemaIssues } }`, one notification
 * (`catchSchemaFailure` in baseApi.ts), and the screen shows its `LoadError`.
 *
 * The checked answer is deeply frozen before it is stored (`freezeDeep`): the store keeps every answer
 * frozen anyway (Immer's autoFreeze), but Immer gets there by walking each new answer inside the
 * reducer that stores it, several times slower than a plain freeze (the route tree: 8 ms against 3 on
 * a desktop, cold), and it skips what is already frozen.
 */
import type { z } from 'zod/mini';
import { nextTask } from '@/lib/tasks';

/** Endpoint options: validate the content against `schema`; the query's data is the parsed content. */
export function checked<S extends z.ZodMiniType>(schema: S) {
  return {
    rawResponseSchema: schema,
    transformResponse: (content: unknown) => freezeDeep(content as z.output<S>),
  };
}

/** Endpoint options: validate the content against `schema`, then reshape the parsed content. */
export function checkedAs<S extends z.ZodMiniType, R>(schema: S, transform: (content: z.output<S>) => R) {
  return {
    rawResponseSchema: schema,
    transformResponse: (content: unknown) => freezeDeep(transform(content as z.output<S>)),
  };
}

/** A short, stable description of the first schema issues (for logs and the error's content). */
export function describeIssues(issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>): string[] {
  return issues.slice(0, 3).map((issue) => {
    const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** A Standard Schema (what RTK Query's `rawResponseSchema` takes) whose check may take its time. */
interface AsyncSchema<Out> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Promise<{ readonly value: Out; readonly issues?: undefined } | { readonly issues: readonly z.core.$ZodIssue[] }>;
    readonly types?: { readonly input: unknown; readonly output: Out };
  };
}

/** Rows checked between two yields to the browser (a row of an invoice takes ~40 µs, so ~20 ms a slice). */
const ROWS_PER_SLICE = 500;

/**
 * Freezes a checked row and everything in it. The store freezes every answer anyway (Immer's
 * autoFreeze), but in the one reducer call that stores it: ~0.5 s at 10,000 invoices, seconds at
 * 100,000. Frozen here, slice by slice, Immer skips it.
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) freezeDeep(item);
  return value;
}

/** Rows the big-answer worker checked against the row schema of `key` (src/api/schemas/rows.ts), or found `issues` in. */
const rowMarks = new WeakMap<readonly unknown[], { key: string; issues?: readonly z.core.$ZodIssue[] }>();

/**
 * Marks a paged answer's rows (src/api/bigAnswer.ts) as already checked in the worker against the row
 * schema of `key`, each row deeply frozen and the array frozen; or, with `issues`, as failed there.
 */
export function markCheckedRows(rows: readonly unknown[], key: string, issues?: readonly z.core.$ZodIssue[]): void {
  rowMarks.set(rows, issues ? { key, issues } : { key });
}

/**
 * A list answer checked as strictly as `z.array(item)` inside `shell`, but row by row in slices that
 * yield to the page, so a page of 100,000 rows never blocks the tab for seconds. `shell` checks
 * everything but the rows (`docs: z.array(z.unknown())`); a bad row fails the whole answer, with the
 * row's index in the issue's path. The checked rows come back deeply frozen (as the store keeps them).
 * With `rowsKey` (the key of `item` in src/api/schemas/rows.ts), rows the worker already checked
 * against that same schema (`markCheckedRows`) are not checked again, and the issues it found are
 * this check's issues: the answer fails exactly as it would have here.
 */
export function checkedRows<S extends z.ZodMiniType<{ docs: unknown[] }>, T>(shell: S, item: z.ZodMiniType<T>, rowsKey?: string): AsyncSchema<Omit<z.output<S>, 'docs'> & { docs: T[] }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'shop-client',
      validate: async (value) => {
        const input = typeof value === 'object' && value !== null ? (value as { docs?: unknown }).docs : undefined;
        const mark = rowsKey && Array.isArray(input) ? rowMarks.get(input) : undefined;
        const trusted = mark && mark.key === rowsKey ? mark : undefined;
        const head = shell.safeParse(value);
        if (!head.success) return { issues: head.error.issues };
        if (trusted?.issues) return { issues: trusted.issues };
        if (trusted) return { value: { ...head.data, docs: input as T[] } };
        const rows = head.data.docs;
        const docs: T[] = new Array<T>(rows.length);
        for (let i = 0; i < rows.length; i += 1) {
          if (i > 0 && i % ROWS_PER_SLICE === 0) await nextTask();
          const row = item.safeParse(rows[i]);
          if (!row.success) return { issues: row.error.issues.map((issue) => ({ ...issue, path: ['docs', i, ...issue.path] })) };
          docs[i] = freezeDeep(row.data);
        }
        Object.freeze(docs);
        return { value: { ...head.data, docs } };
      },
    },
  };
}
