/** The rows of src/api/contract/endpoints.tsv (the repo's copy of the documented calls). */
export interface EndpointRow {
  method: string;
  path: string;
  service: string;
  query: string;
  body: string;
  response: string;
  usedBy: string;
  /** 'yes' or 'partial' (the spec does not print the exact path) */
  pathKnown: string;
  spec: string;
}

/** `GET site/v1/product/{id}` */
export const rowKey = (row: Pick<EndpointRow, 'method' | 'path'>): string => `${row.method} ${row.path}`;

export function parseEndpoints(tsv: string): EndpointRow[] {
  const lines = tsv.split(/\r?\n/).filter((line) => line.trim());
  const header = lines.at(0);
  const rest = lines.slice(1);
  if (!header?.startsWith('method\t')) throw new Error('endpoints.tsv: the header row is missing');
  return rest.map((line) => {
    // a row may stop early: the trailing cells are then missing
    const cells = line.split('\t');
    const cell = (n: number) => cells.at(n) ?? '';
    return {
      method: cell(0).trim().toUpperCase(),
      path: cell(1).trim(),
      service: cell(2).trim(),
      query: cell(3),
      body: cell(4),
      response: cell(5),
      usedBy: cell(6),
      pathKnown: cell(7).trim() || 'yes',
      spec: cell(8),
    };
  });
}

/** The path's `{name}` placeholders in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
