/**
 * Tolerant reading, written down: an answer's schema requires what the spec promises and
 * the screen uses; a field the spec does not promise may be missing, extra fields pass, a wrong type
 * is the error state. The table (tests/utils/answerAudit.ts) holds, per documented call the client
 * reads, the fields the spec promises for that answer and the schema the client's query checks it
 * with: every field the schema requires must be among them, or be named under `needed` with the reason
 * a screen cannot do without it. This fails when a schema comes to require an undocumented field.
 */
import { ROW_SPECS } from '../../../scripts/contract/rows';
import { AUDIT, CONTRACT_ONLY, NOT_CHECKED, allowedFields, asNode, type Schema } from '../../utils/answerAudit';
import { requiredFields } from '../../utils/schemaFields';
import { ROWS } from '../contract/helpers';

const readers = Object.entries(AUDIT).flatMap(([row, rs]) => rs.map((reader) => ({ row, ...reader })));

describe('tolerant reading: what each answer requires is documented', () => {
  it.each(readers.map((r) => [`${r.row} (${[...r.by, r.audience, r.note].filter(Boolean).join(', ')})`, r] as const))('%s', (_name, reader) => {
    const allowed = allowedFields(reader);
    const required = requiredFields(reader.schema).map(asNode);
    expect(required.filter((path) => !allowed.has(path))).toEqual([]);
    // a reason is kept only while the schema requires that field, and only for what the spec does not name
    expect(Object.keys(reader.needed ?? {}).filter((path) => !required.includes(path) || reader.documented.includes(path))).toEqual([]);
  });

  it.each(Object.entries(CONTRACT_ONLY))('%s (contract check only)', (row, documented) => {
    const allowed = new Set(documented);
    const content = ROW_SPECS[row].content;
    expect(content).toBeDefined();
    expect(requiredFields(content as Schema).map(asNode).filter((path) => !allowed.has(path))).toEqual([]);
  });

  it('names only documented calls', () => {
    const known = new Set(ROWS.map((row) => `${row.method} ${row.path}`));
    expect([...Object.keys(AUDIT), ...Object.keys(CONTRACT_ONLY)].filter((row) => !known.has(row))).toEqual([]);
  });

  it('covers every call whose content the contract check reads, with the schema of one of its readers', () => {
    const contract = Object.entries(ROW_SPECS).filter(([, spec]) => spec.content);
    expect(contract.filter(([row]) => !(row in AUDIT) && !(row in CONTRACT_ONLY)).map(([row]) => row)).toEqual([]);
    // the contract check holds a backend to what the client requires: the same fields as a reader's schema
    const differ = contract
      .filter(([row]) => row in AUDIT)
      .filter(([row, spec]) => {
        const fields = requiredFields(spec.content as Schema).join();
        return !AUDIT[row].some((reader) => requiredFields(reader.schema).join() === fields);
      })
      .map(([row]) => row);
    expect(differ).toEqual([]);
  });

  it('covers every query the client checks, by its endpoint name', async () => {
    const services = import.meta.glob('/src/api/services/*.ts');
    await Promise.all(Object.values(services).map((load) => load()));
    const { baseApi } = await import('@/api/baseApi');
    const endpoints = baseApi.endpoints as unknown as Record<string, { useQuery?: unknown }>;
    const named = new Set(readers.flatMap((r) => r.by));
    expect([...named].filter((name) => !(name in endpoints))).toEqual([]);
    expect(Object.keys(NOT_CHECKED).filter((name) => !(name in endpoints) || named.has(name))).toEqual([]);
    // the client's own: a worker keeps its modules from file to file (isolate: false), so endpoints
    // that other test files inject into the same api are there too; the client's are named in its services
    const sources = Object.values(import.meta.glob<string>('/src/api/services/*.ts', { query: '?raw', import: 'default', eager: true })).join('\n');
    const own = (name: string) => new RegExp(`\\b${name}\\b`).test(sources);
    const queries = Object.entries(endpoints).filter(([name, endpoint]) => endpoint.useQuery && own(name)).map(([name]) => name);
    expect(queries.filter((name) => !named.has(name) && !(name in NOT_CHECKED))).toEqual([]);
  });
});

/**
 * Calls whose `content: null` is a documented answer (not a bad one), and what the screen shows for it.
 * Checked in the browser by tests/e2e/badanswers.spec.ts (`nullIsEmpty`) and in tests/component/pages.
 */
const NULL_IS_AN_ANSWER: Record<string, string> = {
  'GET site/v1/plugin/{name}': 'a plugin not set up yet: the page says it has no content yet',
};

/** `schema` accepts `value` (a zod/mini schema's own parse). */
const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

describe('tolerant reading: a wrong answer is refused, not read', () => {
  // The browser walk (tests/e2e/badanswers.spec.ts) gives each screen one of these two and shows its
  // error state; here every schema a screen reads is held to refusing both.
  it.each(readers.map((r) => [`${r.row} (${[...r.by, r.audience].filter(Boolean).join(', ')})`, r] as const))('%s', (_name, reader) => {
    const isList = accepts(reader.schema, []);
    // content null: refused, unless the spec documents it
    expect(accepts(reader.schema, null)).toBe(reader.row in NULL_IS_AN_ANSWER);
    // the wrong type: an object where a list belongs, a list where an object belongs
    for (const wrong of isList ? [{}, { items: [] }, 'text', 1] : [[], [{}], 'text', 1]) expect(accepts(reader.schema, wrong), JSON.stringify(wrong)).toBe(false);
  });

  it('names only calls of the audit where null is an answer', () => {
    expect(Object.keys(NULL_IS_AN_ANSWER).filter((row) => !(row in AUDIT))).toEqual([]);
  });
});
