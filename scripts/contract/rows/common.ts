/** Building blocks of the row table. */
import { z } from 'zod/mini';
import { pagedSchema } from '@/api/schemas/envelope';
import { fromRow, pick, type IdSource } from '../discovery';
import type { Query, RowContext, RowSpec } from '../spec';

/** The captcha answer the check sends; a real backend refuses it (`invalidRecaptcha`), which passes. */
export const CAPTCHA = { recaptchaVersion: 3, 'g-recaptcha-response': 'qa-contract-check' } as const;

export const PAGE: Query = { page: 1, limit: 10 };
export const anyList = z.array(z.unknown());
export const TEHRAN = { lat: 35.6997, lng: 51.338 };

/** `POST .../list` with page/limit and no filters. */
export const pagedList = (item: z.ZodMiniType, extra: Partial<RowSpec> = {}): RowSpec => ({
  auth: true,
  content: pagedSchema(item),
  query: PAGE,
  body: {},
  ...extra,
});

/** An authenticated read. */
export const read = (content?: z.ZodMiniType, extra: Partial<RowSpec> = {}): RowSpec => ({ auth: true, content, ...extra });

/** A write against the run's own record of `resource` (`{id}`). */
export const ownWrite = (idSource: IdSource, extra: Partial<RowSpec> = {}): RowSpec => ({
  auth: true,
  write: true,
  params: { id: idSource },
  ...extra,
});

/** An id from the first item of a list row. */
export const idFrom = (rowKey: string, field = 'id') => fromRow(rowKey, pick(field));

/** The first country id the site lists (sign-in, users). */
export async function countryId(ctx: RowContext): Promise<string | undefined> {
  return pick()(await ctx.contentOf('GET site/v1/address/countries'));
}

/** A unique 10-digit mobile per run (`99` + 8 digits); `offset` gives more than one. */
export const tagMobile = (ctx: RowContext, offset = 0) => `99${ctx.tagNumber}${String(offset).padStart(3, '0')}`;

/** A name the run's records carry, e.g. `QA contract qa-contract-lx2k`. */
export const tagName = (ctx: RowContext) => `QA contract ${ctx.tag}`;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `{ name: tag }` style matcher for locating a created record in a list. */
export const matchField =
  (field: string, value: (ctx: RowContext) => string) =>
  (item: Record<string, unknown>, ctx: RowContext): boolean => {
    const got = item[field];
    return got === value(ctx) || (isRecord(got) && Object.values(got).includes(value(ctx)));
  };

/** A skip reason unless the run has its own record of `resource`. */
export const needsOwn =
  (resource: string) =>
  async (ctx: RowContext): Promise<string | undefined> =>
    ctx.ownId(resource) ? undefined : `needs an id that could not be discovered: its own ${resource} (the create row did not run or failed)`;
