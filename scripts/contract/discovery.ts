/**
 * Id discovery: `{id}` rows get their ids from list calls (paged lists, plain arrays, trees).
 * Pickers are pure; `IdSource`s fetch through the runner (list answers are cached per row).
 */
export type Json = unknown;
export type Picker = (content: Json) => string | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The items of a list answer: `docs` of a paged list, or the array itself. */
export function itemsOf(content: Json): unknown[] {
  if (Array.isArray(content)) return content;
  if (isObject(content) && Array.isArray(content.docs)) return content.docs;
  return [];
}

/** Every node of a tree (depth first, parents before children). */
export function flattenTree(nodes: unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (list: unknown[]) => {
    for (const node of list) {
      if (!isObject(node)) continue;
      out.push(node);
      if (Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

const asId = (v: unknown): string | undefined =>
  typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : isObject(v) ? asId(v.id) : undefined;

/** `field` (default `id`) of the first item (docs, array or tree node) that `where` accepts. */
export function pick(field = 'id', where: (item: Record<string, unknown>) => boolean = () => true): Picker {
  return (content) => {
    for (const item of flattenTree(itemsOf(content))) {
      if (!where(item)) continue;
      const value = readPath(item, field);
      const id = asId(value);
      if (id) return id;
    }
    return undefined;
  };
}

/** The first file id of the first item that has files (`files: [{id}]`). */
export const pickFile: Picker = (content) => {
  for (const item of flattenTree(itemsOf(content))) {
    const files = item.files;
    if (Array.isArray(files)) for (const file of files) if (asId(file)) return asId(file);
  }
  return undefined;
};

/** An id from the content itself: a bare id, `{ id }`, or the first item of a list. */
export const pickCreated: Picker = (content) => {
  if (typeof content === 'string' || typeof content === 'number') return asId(content);
  if (isObject(content) && !Array.isArray(content.docs)) return asId(content.id) ?? asId(content.content);
  return undefined;
};

/** `a.b[0].c` style paths (dots and numeric segments). */
export function readPath(value: unknown, path: string): unknown {
  let cur: unknown = value;
  for (const key of path.split(/[.[\]]+/).filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** How a path parameter gets its value. */
export interface IdSource {
  /** for the skip reason, e.g. `an id from POST basicinformation/v1/country/list` */
  describe: string;
  /** the row whose answer it reads (the skip reason then says how that row answered) */
  rowKey?: string;
  resolve(ctx: DiscoveryContext): Promise<string | undefined>;
}

export interface DiscoveryContext {
  /** the success content of another row's read (cached); undefined when it failed or was skipped */
  contentOf(rowKey: string): Promise<unknown>;
  /** the id of a record this run created itself */
  ownId(resource: string): string | undefined;
  /** the entity of such a record, when known */
  ownEntity(resource: string): Promise<unknown>;
}

export const constant = (value: string): IdSource => ({ describe: value, resolve: async () => value });

/** A value picked from another row's answer. */
export function fromRow(rowKey: string, picker: Picker = pick()): IdSource {
  return { describe: `an id from ${rowKey}`, rowKey, resolve: async (ctx) => picker(await ctx.contentOf(rowKey)) };
}

/** The id of the record this run created (with --allow-writes). */
export function own(resource: string): IdSource {
  return { describe: `its own ${resource} (created by this run)`, resolve: async (ctx) => ctx.ownId(resource) };
}

/** A value picked from the record this run created (e.g. its first file). */
export function fromOwn(resource: string, picker: Picker): IdSource {
  return {
    describe: `a value of its own ${resource} (created by this run)`,
    resolve: async (ctx) => picker([await ctx.ownEntity(resource)]),
  };
}

/** The first source that yields a value. */
export function firstOf(...sources: IdSource[]): IdSource {
  return {
    describe: sources.map((s) => s.describe).join(' or '),
    resolve: async (ctx) => {
      for (const source of sources) {
        const value = await source.resolve(ctx);
        if (value) return value;
      }
      return undefined;
    },
  };
}
