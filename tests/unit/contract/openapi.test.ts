import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from 'zod/mini';
import { brandRefSchema, productSchema } from '@/api/schemas';
import { rowKey } from '../../../scripts/contract/endpoints';
import { recordExamples } from '../../../scripts/contract/examples';
import { buildOpenApi, operationIdOf, operationsOf } from '../../../scripts/contract/openapi';
import { REQUEST_BODIES } from '../../../scripts/contract/requestBodies';
import { ROW_SPECS } from '../../../scripts/contract/rows';
import { ROWS } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const build = (examples?: Parameters<typeof buildOpenApi>[0]['examples']) =>
  buildOpenApi({ rows: ROWS, specs: ROW_SPECS, bodies: REQUEST_BODIES, examples }) as Json;

const operation = (document: Json, method: string, path: string): Json => document.paths[`/${path}`][method.toLowerCase()];

describe('the OpenAPI document of the contract', () => {
  const document = build();

  it('holds every endpoints.tsv row exactly once, and nothing else', () => {
    const operations = operationsOf(document);
    const keys = ROWS.map(rowKey);
    expect(ROWS).toHaveLength(210);
    expect(operations).toHaveLength(keys.length);
    const counts = new Map<string, number>();
    for (const key of operations) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect(keys.filter((key) => counts.get(key) !== 1)).toEqual([]);
    expect(new Set(operations)).toEqual(new Set(keys));
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives each call its service as tag, an operationId, the spec wording, its parameters and the key', () => {
    const ids = ROWS.map(operationIdOf);
    expect(new Set(ids).size).toBe(ROWS.length);
    expect(document.tags.map((t: Json) => t.name)).toEqual([...new Set(ROWS.map((r) => r.service))]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'query', name: 'apiKey' });

    const product = operation(document, 'GET', 'site/v1/product/{id}');
    expect(product).toMatchObject({ operationId: 'getSiteProductById', tags: ['site'], summary: '/shop/product/{alias} product page' });
    expect(product.description).toContain('product (id, name, alias, price, discount, buy, count, files, categories, brand.name, body, comments)');
    expect(product.parameters.map((p: Json) => [p.in, p.name, p.required])).toEqual([
      ['path', 'id', true],
      ['query', 'language', false],
    ]);
    // public: the key is sent when there is one; admin: required
    expect(product.security).toEqual([{}, { apiKey: [] }]);
    expect(operation(document, 'POST', 'ecommercemanagement/v1/product/list').security).toEqual([{ apiKey: [] }]);
    expect(operation(document, 'POST', 'ecommercemanagement/v1/product/list').parameters.map((p: Json) => p.name)).toEqual(['page', 'limit', 'sorter']);
  });

  it('wraps each content schema in the envelope and refers to the named schemas', () => {
    const schema = operation(document, 'GET', 'site/v1/product/{id}').responses['200'].content['application/json'].schema;
    const [ok, refused] = schema.oneOf as Json[];
    expect(ok.properties.success).toMatchObject({ const: true });
    expect(ok.properties.data.properties.content).toEqual({ $ref: '#/components/schemas/Product' });
    expect(ok.properties.messages.items).toEqual({ $ref: '#/components/schemas/ApiMessage' });
    expect(refused.properties.success).toMatchObject({ const: false });
    // the wire format is the schema's input: a numeric string is a number or a string of digits
    expect(document.components.schemas.Product.properties.price).toEqual({ $ref: '#/components/schemas/Numberish' });
    expect(document.components.schemas.Numberish.anyOf).toEqual([{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }]);
    // a tree refers to itself
    expect(document.components.schemas.Comment.properties.children.items).toEqual({ $ref: '#/components/schemas/Comment' });
  });

  it('describes JSON and multipart bodies with the request schemas the mock validates', () => {
    const login = operation(document, 'POST', 'auth/v1/user/login').requestBody.content['application/json'].schema;
    expect(login).toEqual({ $ref: '#/components/schemas/LoginRequest' });
    const add = operation(document, 'POST', 'ecommercemanagement/v1/product').requestBody.content['multipart/form-data'];
    expect(add.schema.required).toEqual(['product']);
    expect(add.schema.properties.product).toEqual({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/ProductRequest' },
    });
    expect(add.encoding.product.contentType).toBe('application/json');
  });

  it('marks the calls the spec prints without method or body, and invents no body for them', () => {
    for (const path of ['ecommercemanagement/v1/alopeyk/address', 'ecommercemanagement/v1/alopeyk/locations']) {
      const op = operation(document, 'POST', path);
      expect(op['x-spec-omits']).toEqual(['method', 'requestBody']);
      expect(op['x-path-known']).toMatch(/partial/);
      expect(op.requestBody.content['application/json'].schema).toEqual({});
    }
    expect(Object.values(document.paths).flatMap((item) => Object.values(item as Json)).filter((op: Json) => op['x-spec-omits']?.includes('method'))).toHaveLength(2);
    // two templates that differ only in parameter names are one path: the spec's own path is kept
    expect(operation(document, 'DELETE', 'filemanagement/v1/file/{id}')['x-spec-path']).toBe('filemanagement/v1/file/{ids}');
  });

  it('changes when a schema in src/api/schemas changes (no stale copy)', () => {
    const before = build();
    // A new required field in the brand a product carries, for the length of this test.
    const shape = (brandRefSchema as unknown as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape;
    shape.country = z.string();
    try {
      const after = build();
      expect(after.components.schemas.BrandRef.required).toContain('country');
      expect(before.components.schemas.BrandRef.required).not.toContain('country');
      expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    } finally {
      delete shape.country;
    }
    expect(JSON.stringify(build())).toBe(JSON.stringify(before));
  });

  it('carries an example per call from the mock seed, each valid for its schema', async () => {
    const examples = await recordExamples(ROWS, ROW_SPECS);
    const withExamples = build(examples);
    const product = operation(withExamples, 'GET', 'site/v1/product/{id}');
    const answer = product.responses['200'].content['application/json'].example;
    expect(answer).toMatchObject({ success: true, data: { content: { id: product.parameters[0].example } } });
    expect(productSchema.safeParse(answer.data.content).success).toBe(true);
    const answered = ROWS.filter((row) => rowKey(row) in examples);
    // all but the three rows the check never runs or cannot find an id for (product item, clearcoupon, new permission)
    expect(answered.length).toBeGreaterThanOrEqual(207);
    await expect(SwaggerParser.validate(structuredClone(withExamples) as never)).resolves.toBeTruthy();
  }, 60_000);
});
