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
  const [header, ...rest] = lines;
  if (!header?.startsWith('method\t')) throw new Error('endpoints.tsv: the header row is missing');
  return rest.map((line) => {
    const [method, path, service, query, body, response, usedBy, pathKnown, spec] = line.split('\t');
    return {
      method: method.trim().toUpperCase(),
      path: path.trim(),
      service: service?.trim() ?? '',
      query: query ?? '',
      body: body ?? '',
      response: response ?? '',
      usedBy: usedBy ?? '',
      pathKnown: pathKnown?.trim() ?? 'yes',
      spec: spec ?? '',
    };
  });
}

/** The path's `{name}` placeholders in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
