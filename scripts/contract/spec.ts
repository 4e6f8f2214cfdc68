/** What the row table says about one endpoints.tsv row (see rows.ts). */
import type { z } from 'zod/mini';
import type { DiscoveryContext, IdSource } from './discovery';

export type Query = Record<string, string | number | boolean | undefined>;

export interface RowContext extends DiscoveryContext {
  /** unique per run, used in names/aliases of the records the run creates */
  tag: string;
  /** a unique 5-digit number per run (codes, calling codes) */
  tagNumber: number;
  /** the resolved path parameters of this row */
  params: Record<string, string>;
  /** the signed-in user (`auth/v1/user/currentUser` content), when known */
  currentUser(): Promise<Record<string, unknown> | undefined>;
  /** the --login credentials, when given */
  login?: { identity: string; password: string };
  /** a raw call (success content or undefined), for locating created records */
  request(method: string, path: string, init?: { query?: Query; body?: unknown; key?: string }): Promise<unknown>;
  /** remembers a record the run created (deleted at the end unless its delete row removes it) */
  remember(record: OwnRecordInit): void;
}

export interface OwnRecordInit {
  resource: string;
  id: string;
  entity?: unknown;
  deletePath?: string;
  deleteMethod?: string;
  deleteBody?: unknown;
  /** a failed clean-up is not reported (the record may be gone already, e.g. a consumed cart line) */
  optional?: boolean;
}

type Maybe<T> = T | ((ctx: RowContext) => T | Promise<T>);
/** A JSON body as written in the table (a function builds it per run). */
export type JsonBody = Record<string, unknown> | unknown[] | string | number | boolean | null;

export interface MultipartSpec {
  /** the JSON part's name (user, product, brand, post, plugin, category, fileInfo) */
  part: string;
  value: unknown;
  /** number of small PNG `files` parts to attach (default 1) */
  files?: number;
  /** the files part name (default `files`) */
  filePart?: string;
}

export interface CreatesSpec {
  resource: string;
  /** the id (and entity) from the answer when it is not a bare id or `{ id }` */
  idFrom?: (content: unknown, ctx: RowContext) => { id: string; entity?: unknown } | undefined;
  /** GET path (`{id}`) that reads the created record (for its files) */
  getPath?: string;
  deleteBody?: (entity: unknown) => unknown;
  /** the delete path (`{id}` = the record's id) used to clean up when its delete row did not run */
  deletePath?: string;
  deleteMethod?: string;
  /** how to find the id when the create answer does not carry it */
  locate?: { method?: string; path: string; body?: (ctx: RowContext, content: unknown) => unknown; match: (item: Record<string, unknown>, ctx: RowContext) => boolean };
}

export interface RowSpec {
  /** schema of `data.content` of a successful answer (omitted: any content) */
  content?: z.ZodMiniType;
  /** needs an api key (default: every service but site, and the site calls that say login required) */
  auth?: boolean;
  /** changes data: runs only with --allow-writes, and only against records the run created */
  write?: boolean;
  /** answers an image or a file instead of the envelope */
  binary?: boolean;
  params?: Record<string, IdSource>;
  query?: Maybe<Query | undefined>;
  body?: Maybe<JsonBody | undefined>;
  multipart?: Maybe<MultipartSpec | undefined>;
  /**
   * 'expected': the request is built to be refused (e.g. a wrong current password), so only the
   * failure envelope is checked; 'accepted': a success (checked with `content`) or a refusal pass.
   */
  refusal?: 'expected' | 'accepted';
  /** a refusal whose content says `invalidRecaptcha` passes (captcha-protected forms) */
  captcha?: boolean;
  /** a skip reason when the row cannot run now (e.g. it would use existing data) */
  guard?: (ctx: RowContext) => Promise<string | undefined>;
  creates?: CreatesSpec;
  /** this row deletes the record of `resource` that the run created */
  deletes?: string;
  /** never run: the reason (it would change data the run did not create) */
  never?: string;
  /**
   * order among the write rows (default: creates 10, changes 20, deletes 40 newest record first);
   * equal orders keep the endpoints.tsv order
   */
  order?: number;
  /** a sign-in with --login (the run's own session) / its sign-out */
  session?: 'login' | 'logout';
}
