/**
 * Walks the zod/mini answer schemas of src/api/schemas: which fields a schema requires
 * (`requiredFields`), and an answer cut down to those fields (`minimalAnswer`). The tolerant-reading
 * audit (tests/unit/api/tolerantSchemas.test.ts) holds the first against the documented fields of each
 * call; the minimal-answer test (tests/component/app/minimalAnswers.test.tsx) feeds every screen the
 * second.
 *
 * A path names a field from the answer's top: `user.firstName`, `products[].name` (every item of an
 * array), `children[]` (a tree's nodes, walked once). A field is required when its key must be present
 * in its object (an optional, nullish or defaulted key may be missing; a nullable one must be there,
 * null or not); the fields of an optional object are listed too, as what it needs when it is there.
 */
import type { z } from 'zod/mini';

type Schema = z.core.$ZodType;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: readonly Schema[];
  in?: Schema;
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
}

/** Wrappers whose inner schema says what the value is. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The schema a lazy one stands for (zod keeps it once made, so a recursive tree walks the same object). */
function inner(schema: Schema): Schema {
  return (schema._zod as unknown as { innerType: Schema }).innerType;
}

/** Whether an object key of this schema must be present (not optional, nullish or defaulted). */
export function isRequiredKey(schema: Schema): boolean {
  return schema._zod.optin === undefined;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

function collect(schema: Schema, prefix: string, out: Set<string>, walking: Set<Schema>): void {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    if (walking.has(schema)) return;
    walking.add(schema);
    for (const [key, field] of Object.entries(def.shape)) {
      const path = join(prefix, key);
      if (isRequiredKey(field)) out.add(path);
      collect(field, path, out, walking);
    }
    walking.delete(schema);
  } else if (def.type === 'array' && def.element) collect(def.element, `${prefix}[]`, out, walking);
  else if (WRAPPERS.has(def.type) && def.innerType) collect(def.innerType, prefix, out, walking);
  else if (def.type === 'union' && def.options) def.options.forEach((option) => collect(option, prefix, out, walking));
  else if (def.type === 'pipe' && def.in) collect(def.in, prefix, out, walking);
  else if (def.type === 'lazy') collect(inner(schema), prefix, out, walking);
  else if (def.type === 'intersection' && def.left && def.right) {
    collect(def.left, prefix, out, walking);
    collect(def.right, prefix, out, walking);
  } else if (def.type === 'record' && def.valueType) collect(def.valueType, join(prefix, '*'), out, walking);
}

/** Every field `schema` requires, as sorted paths (`id`, `products[].name`, `user.firstName`). */
export function requiredFields(schema: Schema): string[] {
  const out = new Set<string>();
  collect(schema, '', out, new Set());
  return [...out].sort();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A tree's `children` are its nodes, not a field of one: they stay (each cut down alike). */
export const TREE_KEYS: readonly string[] = ['children'];

/** A tree's children are its nodes again: `children[].title` names the same field as `title`. */
export const asNode = (path: string) => path.replace(/(?<=^|\.|\])children\[\]\./g, '');

export interface MinimalOptions {
  /** optional keys kept where they are, as they place a record rather than describe it (default: a tree's `children`) */
  keep?: readonly string[];
  /** the documented fields (paths as `requiredFields` gives them): a required field not among them goes too */
  documented?: ReadonlySet<string>;
}

/**
 * `value` (an answer that passes `schema`) with only the fields `schema` requires, at every depth: what
 * the least a backend may answer looks like. With `documented`, only the required fields the spec
 * promises (or a screen was found to need) stay: an answer of a schema that requires anything else then
 * fails its check. In a union the first option the value passes decides.
 */
export function minimalAnswer(schema: Schema, value: unknown, options: MinimalOptions = {}, path = ''): unknown {
  const keep = options.keep ?? TREE_KEYS;
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    if (!isPlainObject(value)) return value;
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      const at = join(path, key);
      const wanted = keep.includes(key) || (isRequiredKey(field) && (!options.documented || options.documented.has(asNode(at))));
      if (wanted && key in value) kept[key] = minimalAnswer(field, value[key], options, at);
    }
    return kept;
  }
  if (def.type === 'array' && def.element) {
    const element = def.element;
    return Array.isArray(value) ? value.map((item) => minimalAnswer(element, item, options, `${path}[]`)) : value;
  }
  if (WRAPPERS.has(def.type) && def.innerType) return value == null ? value : minimalAnswer(def.innerType, value, options, path);
  if (def.type === 'union' && def.options) {
    const option = def.options.find((o) => (o as unknown as z.ZodMiniType).safeParse(value).success);
    return option ? minimalAnswer(option, value, options, path) : value;
  }
  if (def.type === 'pipe' && def.in) return minimalAnswer(def.in, value, options, path);
  if (def.type === 'lazy') return minimalAnswer(inner(schema), value, options, path);
  if (def.type === 'record' && def.valueType && isPlainObject(value)) {
    const valueType = def.valueType;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, minimalAnswer(valueType, item, options, join(path, '*'))]));
  }
  return value;
}
