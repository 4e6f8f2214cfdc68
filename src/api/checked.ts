/**
 * Every answer is checked before anything renders it: an endpoint spreads `...checked(schema)` (or
 * `checkedAs(schema, transform)`) from its zod schema in src/api/schemas, the same schema the mock and
 * the contract check use. RTK Query validates the envelope's content with it (`rawResponseSchema`)
 * before `transformResponse`; an answer that does not match fails the query like any other failed
 * answer: `ApiError { status: 'PARSING_ERROR', content: { schemaIssues } }`, one notification
 * (`catchSchemaFailure` in baseApi.ts), and the screen shows its `LoadError`.
 */
import type { z } from 'zod';

/** Endpoint options: validate the content against `schema`; the query's data is the parsed content. */
export function checked<S extends z.ZodType>(schema: S) {
  return {
    rawResponseSchema: schema,
    transformResponse: (content: unknown) => content as z.output<S>,
  };
}

/** Endpoint options: validate the content against `schema`, then reshape the parsed content. */
export function checkedAs<S extends z.ZodType, R>(schema: S, transform: (content: z.output<S>) => R) {
  return {
    rawResponseSchema: schema,
    transformResponse: (content: unknown) => transform(content as z.output<S>),
  };
}

/** A short, stable description of the first schema issues (for logs and the error's content). */
export function describeIssues(issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>): string[] {
  return issues.slice(0, 3).map((issue) => {
    const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
