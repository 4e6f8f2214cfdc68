/**
 * The contract as an OpenAPI 3.1 document, built from what the contract check itself reads: the rows
 * of src/api/contract/endpoints.tsv (every documented call, with the spec's wording), the row table's
 * answer schemas (./rows) and the request schemas the mock validates bodies with (./requestBodies).
 * Every schema is converted by zod's own `z.toJSONSchema`; none is written twice.
 *
 * The wire format is a schema's *input* side (`io: 'input'`): what a backend sends is what the
 * client's schema parses, before a transform (a numeric string becomes a number) and after no
 * default. Refinements (a date that `Date.parse` understands) have no JSON Schema form and are left
 * out; a transform's output is never asked for (`unrepresentable: 'any'` covers the rest).
 *
 * Pure (no Node imports): the unit tests build the document in-process.
 */
import { z } from 'zod/mini';
import * as schemaModules from '@/api/schemas';
import * as catalogSchemas from '@/api/schemas/catalog';
import * as contentRequestSchemas from '@/api/schemas/contentRequests';
import * as dashboardSchemas from '@/api/schemas/dashboard';
import { envelopeSchema, failureEnvelopeSchema } from '@/api/schemas';
import { pathParams, rowKey, type EndpointRow } from './endpoints';
import type { RequestBody } from './requestBodies';
import type { RowSpec } from './spec';

type Json = Record<string, unknown>;

/** A recorded call of one row (the mock's answer to the contract run's request). */
export interface RowExample {
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** the JSON body, or the JSON part of a multipart body */
  request?: unknown;
  status: number;
  contentType: string;
  /** the parsed JSON answer (absent for an image or a file) */
  response?: unknown;
}

export interface OpenApiInput {
  rows: EndpointRow[];
  specs: Record<string, RowSpec>;
  bodies: Record<string, RequestBody>;
  examples?: Record<string, RowExample>;
  /** `info.version`, e.g. the package version */
  version?: string;
}

/** Where endpoints.tsv's `spec` column points: 000 is the public and customer spec, 001 the administration spec. */
const SPEC_DOCUMENTS: Record<string, string> = {
  '000': 'Specification: online shop and content site with customer dashboard (customer and public side)',
  '001': 'Specification: administration panel',
};

/** One line per service, in English and Persian (the tag descriptions of the reference). */
const SERVICES: Record<string, { en: string; fa: string }> = {
  site: { en: 'The public site: routes, texts, stores, plugins, products, posts, comments, images.', fa: 'سایت عمومی: مسیرها، متن‌ها، فروشگاه‌ها، افزونه‌ها، محصولات، نوشته‌ها، دیدگاه‌ها، تصاویر.' },
  auth: { en: 'Sign-in, sign-up, password reset and the signed-in user.', fa: 'ورود، ثبت‌نام، بازیابی گذرواژه و کاربر واردشده.' },
  dashboard: { en: 'The customer dashboard: profile, addresses, maps, tokens, charts.', fa: 'داشبورد مشتری: نمایه، نشانی‌ها، نقشه، توکن‌ها، نمودارها.' },
  ecommercemanagement: { en: 'Cart, invoices, payments, products, categories, comments, coupons, courier service.', fa: 'سبد خرید، فاکتورها، پرداخت، محصولات، دسته‌ها، دیدگاه‌ها، کوپن‌ها، پیک.' },
  basicinformation: { en: 'Reference data: countries, provinces, cities, regions, stores, brands, routes.', fa: 'اطلاعات پایه: کشورها، استان‌ها، شهرها، مناطق، فروشگاه‌ها، برندها، مسیرها.' },
  filemanagement: { en: 'Files and directories.', fa: 'فایل‌ها و پوشه‌ها.' },
  pluginmanagement: { en: 'Plugins (slideshow, about us, contact us, projects, gallery …).', fa: 'افزونه‌ها (اسلایدشو، درباره ما، تماس با ما، پروژه‌ها، گالری …).' },
  postmanagement: { en: 'Blog posts, their categories and comments.', fa: 'نوشته‌های وبلاگ، دسته‌ها و دیدگاه‌هایشان.' },
  usermanagement: { en: 'Users, roles and permissions.', fa: 'کاربران، نقش‌ها و دسترسی‌ها.' },
};

/** Query parameters endpoints.tsv names, by name. */
const QUERY_PARAMETERS: Record<string, { schema: Json; description: string; required?: boolean }> = {
  page: { schema: { type: 'integer', minimum: 1 }, description: 'Page number, from 1.' },
  limit: { schema: { type: 'integer', minimum: 1 }, description: 'Rows per page.' },
  sorter: { schema: { type: 'string' }, description: "Sort order as 'field,order', e.g. 'createdAt,desc'." },
  language: { schema: { $ref: '#/components/schemas/Locale' }, description: 'The language of the localised texts.' },
  categories: { schema: { type: 'string' }, description: 'Category ids.' },
  ids: { schema: { type: 'string' }, description: 'File ids joined by commas.', required: true },
  search: { schema: { type: 'string' }, description: 'The text typed (the spec does not name the parameter; the client sends `search`).' },
};

const SIZE_PARAMETERS = new Set(['width', 'height', 'w', 'h']);

const componentName = (exportName: string) => {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

const isZodSchema = (value: unknown): value is z.ZodMiniType =>
  value !== null && typeof value === 'object' && '_zod' in value;

/** Every exported schema of src/api/schemas, by its component name (the first export name of each object). */
function namedSchemas(): Map<z.ZodMiniType, string> {
  const named = new Map<z.ZodMiniType, string>();
  const used = new Set<string>();
  for (const module of [schemaModules, catalogSchemas, contentRequestSchemas, dashboardSchemas]) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!isZodSchema(value) || named.has(value)) continue;
      const name = componentName(exportName);
      if (used.has(name)) continue;
      named.set(value, name);
      used.add(name);
    }
  }
  return named;
}

/** `getSiteProductById` for `GET site/v1/product/{id}`. */
export function operationIdOf(row: Pick<EndpointRow, 'method' | 'path'>): string {
  const words = row.path
    .split('/')
    .filter((segment) => segment && segment !== 'v1')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = param ? `By${param[1].charAt(0).toUpperCase()}${param[1].slice(1)}` : segment;
      return word.charAt(0).toUpperCase() + word.slice(1);
    });
  return `${row.method.toLowerCase()}${words.join('')}`;
}

/** Long lists and records cut down so an example stays readable; every kept item is a real one. */
function trimExample(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.slice(0, depth === 0 ? 5 : 3).map((item) => trimExample(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return Object.fromEntries(entries.slice(0, 60).map(([k, v]) => [k, trimExample(v, depth + 1)]));
  }
  return value;
}

const stripDialect = (schema: Json): Json => {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
};

/** The `$ref`s of a JSON value. */
function refsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.add(v);
      else refsOf(v, into);
    }
  }
  return into;
}

/** A Persian paragraph of a description, right to left in the reference (Markdown keeps the HTML, not the Markdown inside it). */
const persian = (text: string) => `<p dir="rtl" lang="fa">${text.replace(/`([^`]+)`/g, '<code dir="ltr">$1</code>')}</p>`;

/** The components the calls use, directly or through other components (the others are left out). */
function reachable(paths: unknown, components: Record<string, Json>): string[] {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    for (const ref of refsOf(value)) {
      const name = ref.slice(REF('').length);
      if (names.has(name) || !(name in components)) continue;
      names.add(name);
      visit(components[name]);
    }
  };
  visit(paths);
  return [...names];
}

const REF = (name: string) => `#/components/schemas/${name}`;

export function buildOpenApi(input: OpenApiInput): Json {
  const named = namedSchemas();
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of named) registry.add(schema, { id: name });

  // Each call's own schemas (an envelope around its content, a body) are registered too, under ids of
  // their own, so that they refer to the named components; they are then written into the operation.
  const own = new Map<z.ZodMiniType, string>();
  const idFor = (schema: z.ZodMiniType, id: string): string => {
    const known = named.get(schema) ?? own.get(schema);
    if (known) return known;
    own.set(schema, id);
    registry.add(schema, { id });
    return id;
  };

  interface Planned {
    row: EndpointRow;
    operationId: string;
    spec?: RowSpec;
    body?: RequestBody;
    responseId?: string;
    bodyId?: string;
  }
  const seen = new Set<string>();
  const planned: Planned[] = input.rows.map((row) => {
    const key = rowKey(row);
    if (seen.has(key)) throw new Error(`endpoints.tsv: ${key} is listed twice`);
    seen.add(key);
    const operationId = operationIdOf(row);
    const spec = input.specs[key] as RowSpec | undefined;
    const body = input.bodies[key] as RequestBody | undefined;
    const responseId = spec?.binary ? undefined : idFor(envelopeSchema(spec?.content ?? z.unknown()), `${operationId}.response`);
    const bodySchema = body && 'json' in body ? body.json : body && 'multipart' in body ? body.multipart.schema : undefined;
    const bodyId = bodySchema ? idFor(bodySchema, `${operationId}.body`) : undefined;
    return { row, operationId, spec, body, responseId, bodyId };
  });
  const ids = new Set(planned.map((p) => p.operationId));
  if (ids.size !== planned.length) throw new Error('two calls share an operationId');

  const generated = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: REF,
  }).schemas as Record<string, Json>;

  // Schemas that several calls' own schemas share without a name of their own (a list of a named
  // schema) come out under `__shared`; they become components of their own.
  const shared = (generated.__shared as { $defs?: Record<string, Json> } | undefined)?.$defs ?? {};
  delete generated.__shared;
  const sharedNames = new Map<string, string>();
  for (const [def, schema] of Object.entries(shared)) {
    const items = schema.type === 'array' ? (schema.items as Json | undefined)?.$ref : undefined;
    let name = typeof items === 'string' ? `${items.slice(REF('').length)}List` : `Shared${def.charAt(0).toUpperCase()}${def.slice(1)}`;
    while (name in generated || [...sharedNames.values()].includes(name)) name += '_';
    sharedNames.set(`${REF('__shared')}#/$defs/${def}`, name);
  }
  const renameShared = <T>(value: T): T =>
    sharedNames.size
      ? (JSON.parse(JSON.stringify(value), (k, v: unknown) => (k === '$ref' && typeof v === 'string' && sharedNames.has(v) ? REF(sharedNames.get(v)!) : v)) as T)
      : value;
  for (const [id, schema] of Object.entries(generated)) generated[id] = renameShared(schema);
  for (const [def, schema] of Object.entries(shared)) generated[sharedNames.get(`${REF('__shared')}#/$defs/${def}`)!] = renameShared(schema);

  const ownIds = new Set(own.values());
  const referenced = refsOf(Object.entries(generated).filter(([id]) => !ownIds.has(id)).map(([, schema]) => schema));
  /** A call's own schema: written in place unless a named one refers to it. */
  const schemaOf = (id: string): Json => (ownIds.has(id) && !referenced.has(REF(id)) ? stripDialect(generated[id]) : { $ref: REF(id) });

  const components: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(generated)) if (!ownIds.has(id) || referenced.has(REF(id))) components[id] = stripDialect(schema);

  const failure = named.get(failureEnvelopeSchema)!;
  const failureResponse = (description: string): Json => ({
    description,
    content: { 'application/json': { schema: { $ref: REF(failure) } } },
  });

  // OpenAPI holds two templates that differ only in their parameters' names to be one path (the
  // spec's `DELETE file/{ids}` beside `GET file/{id}`): such a row takes the first one's names in the
  // document and keeps its own path in `x-spec-path`.
  const templates = new Map<string, string>();
  const documentPath = (path: string): string => {
    const shape = path.replace(/\{\w+\}/g, '{}');
    const first = templates.get(shape);
    if (first === undefined) templates.set(shape, path);
    return first ?? path;
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const { row, operationId, spec, body, responseId, bodyId } of planned) {
    const key = rowKey(row);
    const example = input.examples?.[key];
    // As the check decides: a row needs the key when its row table says so (sign-in and the public
    // site do not; they send it when there is one).
    const auth = spec ? spec.auth === true : row.service !== 'site' && row.service !== 'auth';
    const notShown = /\(not shown\)/.test(row.body);
    const methodNotShown = /method and body not shown/.test(row.usedBy);

    const docPath = documentPath(row.path);
    const specNames = pathParams(row.path);
    const parameters: Json[] = pathParams(docPath).map((name, index) => {
      const value = example?.params?.[specNames[index]];
      return {
        name,
        in: 'path',
        required: true,
        ...(specNames[index] !== name ? { description: `The spec's \`${specNames[index]}\`.` } : {}),
        schema: SIZE_PARAMETERS.has(name) ? { type: 'integer', minimum: 1 } : { type: 'string' },
        ...(value !== undefined ? { example: SIZE_PARAMETERS.has(name) ? Number(value) : value } : {}),
      };
    });
    const queryNames = row.query.startsWith('(') ? [] : row.query.split(',').map((q) => q.trim()).filter((q) => q && q !== 'apiKey');
    if (spec?.query && typeof spec.query === 'object') for (const name of Object.keys(spec.query)) if (!queryNames.includes(name)) queryNames.push(name);
    for (const name of queryNames) {
      const known = QUERY_PARAMETERS[name] ?? { schema: { type: 'string' }, description: name };
      const value = example?.query?.[name];
      parameters.push({
        name,
        in: 'query',
        required: known.required ?? false,
        description: known.description,
        schema: known.schema,
        ...(value !== undefined ? { example: known.schema.type === 'integer' ? Number(value) : value } : {}),
      });
    }

    let requestBody: Json | undefined;
    if (body && 'json' in body && bodyId) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(bodyId), ...(example?.request !== undefined ? { example: example.request } : {}) } },
      };
    } else if (body && 'fields' in body) {
      requestBody = {
        required: true,
        description: `The spec names the fields ${body.fields.join(', ')}; the client has no schema of its own for this body.`,
        content: { 'application/json': { schema: { type: 'object', properties: Object.fromEntries(body.fields.map((f) => [f, {}])) } } },
      };
    } else if (notShown) {
      requestBody = {
        required: false,
        description: 'The spec does not show this body (`x-spec-omits`): nothing about it is claimed here.',
        content: { 'application/json': { schema: {} } },
      };
    } else if (body && 'multipart' in body && bodyId) {
      const { part, files } = body.multipart;
      const file = { type: 'string', contentMediaType: 'application/octet-stream' };
      // A multipart part is a string on the wire: the JSON part is one whose content is JSON of the
      // schema (OpenAPI 3.1's contentMediaType + contentSchema); a repeated file part may come once.
      const filesSchema = files.repeated
        ? { description: `One or more \`${files.name}\` parts.`, anyOf: [file, { type: 'array', items: file }] }
        : { ...file, description: `An optional \`${files.name}\` part.` };
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [part],
              properties: {
                [part]: { type: 'string', contentMediaType: 'application/json', contentSchema: schemaOf(bodyId) },
                [files.name]: filesSchema,
              },
            },
            encoding: { [part]: { contentType: 'application/json' } },
            ...(example?.request !== undefined ? { example: { [part]: JSON.stringify(example.request) } } : {}),
          },
        },
      };
    }

    // An image (resizeImage) or a stored file of any type (downloadFile).
    const binaryType = /resizeImage/.test(row.path) ? 'image/*' : '*/*';
    const okContent: Json = spec?.binary
      ? { [binaryType]: { schema: { type: 'string', contentMediaType: binaryType === '*/*' ? 'application/octet-stream' : binaryType } } }
      : {
          'application/json': {
            schema: schemaOf(responseId!),
            ...(example?.response !== undefined && example.status === 200 ? { example: trimExample(example.response) } : {}),
          },
        };

    const [sections, document] = [row.spec.trim(), SPEC_DOCUMENTS[row.spec.trim().slice(0, 3)]];
    const description = [
      row.usedBy && `**Used by:** ${row.usedBy}`,
      row.response && `**Answer (spec):** ${row.response}`,
      row.body && `**Body (spec):** ${row.body}`,
      sections && `**Spec:** ${document ? `${document}, ` : ''}${sections.slice(3).split(',').map((s) => s.trim()).join(', ')}`,
    ]
      .filter(Boolean)
      .join('\n\n');

    const operation: Json = {
      operationId,
      tags: [row.service],
      summary: (row.usedBy.split(/;\s*/)[0] || key).trim(),
      description,
      security: auth ? [{ apiKey: [] }] : [{}, { apiKey: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        '200': {
          description: spec?.binary
            ? 'The image or file.'
            : 'The envelope: `success`, `data.content` (this schema when `success` is true) and `messages` (shown as notifications). A refusal is `success: false` with its messages.',
          content: okContent,
        },
        ...(auth ? { '401': failureResponse('The api key is missing or no longer valid.'), '403': failureResponse('The signed-in user may not make this call.') } : {}),
        '404': failureResponse('No such record, or the path is not served.'),
      },
      ...(row.pathKnown === 'partial' ? { 'x-path-known': 'partial: the spec does not print the exact path' } : {}),
      ...(methodNotShown ? { 'x-spec-omits': ['method', 'requestBody'] } : notShown ? { 'x-spec-omits': ['requestBody'] } : {}),
      ...(spec?.never ? { 'x-contract-check': `not run: ${spec.never}` } : spec?.write ? { 'x-contract-check': 'changes data: run with --allow-writes, on records the run creates' } : {}),
    };
    const path = `/${docPath}`;
    if (docPath !== row.path) operation['x-spec-path'] = row.path;
    paths[path] ??= {};
    paths[path][row.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Nature Shop API — the contract of the web client',
      version: input.version ?? '0.0.0',
      description: [
        'Every call the shop client makes, as the client expects it: generated from `src/api/contract/endpoints.tsv` and the zod schemas the client, the mock backend and `npm run contract` share. Every answer is an envelope `{ success, data: { content }, messages }`; `apiKey` goes in the query.',
        persian('همهٔ فراخوانی‌هایی که کلاینت فروشگاه انجام می‌دهد، همان‌گونه که کلاینت انتظار دارد: ساخته‌شده از `endpoints.tsv` و طرح‌های zod مشترک میان کلاینت، بک‌اند ساختگی و `npm run contract`. هر پاسخ یک پاکت `{ success, data: { content }, messages }` است؛ `apiKey` در پرس‌وجو فرستاده می‌شود.'),
      ].join('\n\n'),
    },
    servers: [{ url: '{api}', description: 'The API address (the build’s VITE_API_URL without its trailing slash)', variables: { api: { default: 'https://api.example.com' } } }],
    tags: [...new Set(input.rows.map((r) => r.service))].map((name) => ({
      name,
      description: name in SERVICES ? `${SERVICES[name].en}\n\n${persian(SERVICES[name].fa)}` : name,
    })),
    security: [{ apiKey: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(reachable(paths, components).sort().map((name) => [name, components[name]])),
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'query', name: 'apiKey', description: 'The session key from sign-in (`auth/v1/user/login`), kept by the client in the `api_key` cookie.' },
      },
    },
  };
}

/** The document's operations as endpoints.tsv keys (`GET site/v1/product/{id}`), in document order. */
export function operationsOf(document: Json): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const specPath = operation['x-spec-path'];
      out.push(`${method.toUpperCase()} ${typeof specPath === 'string' ? specPath : path.slice(1)}`);
    }
  }
  return out;
}
