import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';

export const API_MESSAGE_TYPES = ['success', 'info', 'warning', 'error'] as const;
export const apiMessageTypeSchema = z.enum(API_MESSAGE_TYPES);
export type ApiMessageType = z.infer<typeof apiMessageTypeSchema>;

export const apiMessageSchema = z.looseObject({
  type: apiMessageTypeSchema,
  message: z.string(),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/** The envelope every response body has. */
export interface Envelope<T> {
  success: boolean;
  /** Present on success; on failure it may be absent, null or carry hints such as `{ invalidRecaptcha: true }`. */
  data?: { content: T } | null;
  messages: ApiMessage[];
}

const messagesSchema = z._default(z.array(apiMessageSchema), []);

/**
 * `{ success, data: { content }, messages }`. The content is validated only when `success` is true;
 * a failed call may carry any content (or no data at all).
 */
export function envelopeSchema<T extends z.ZodMiniType>(content: T) {
  return deferred(() =>
    z.discriminatedUnion('success', [
      z.looseObject({
        success: z.literal(true),
        data: z.looseObject({ content }),
        messages: messagesSchema,
      }),
      z.looseObject({
        success: z.literal(false),
        data: z.nullish(z.looseObject({ content: z.optional(z.unknown()) })),
        messages: messagesSchema,
      }),
    ]),
  );
}

/** A failure envelope whatever the content (for checks that a call failed). */
export const failureEnvelopeSchema = z.looseObject({
  success: z.literal(false),
  data: z.nullish(z.looseObject({ content: z.optional(z.unknown()) })),
  messages: messagesSchema,
});

/** A paged list's content: `{ docs, total, limit, page }` (page is 1-based). */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return deferred(() =>
    z.looseObject({
      docs: z.array(item),
      total: z.number().check(z.int(), z.gte(0)),
      limit: z.number().check(z.int(), z.gte(0)),
      page: z.number().check(z.int(), z.gte(0)),
    }),
  );
}

export interface Paged<T> {
  docs: T[];
  total: number;
  limit: number;
  page: number;
}
