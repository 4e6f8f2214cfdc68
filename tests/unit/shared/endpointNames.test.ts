/**
 * Every service injects its endpoints into the one createApi: two services naming an endpoint alike
 * means the second is silently dropped (RTK Query keeps the first), and a screen calls the other
 * service's endpoint (the admin category tree once showed the public one). Names are unique.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '../../../src/api/services');

/** The keys of the object each `injectEndpoints` builds: `name: build.query|mutation(` or `name: x.list,` … */
function endpointNames(source: string): string[] {
  const names: string[] = [];
  const definition = /^\s{4,6}([a-zA-Z]+): (?:build\.(?:query|mutation|infiniteQuery)\b|allEndpoint\b|[a-z][a-zA-Z]*\.(?:list|one|add|edit|remove|deleteFile|toggles\.[a-zA-Z]+),)/gm;
  for (const match of source.matchAll(definition)) names.push(match[1]);
  return names;
}

describe('endpoint names', () => {
  it('are unique across the services', () => {
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const name of endpointNames(readFileSync(join(dir, file), 'utf8'))) owners.set(name, [...(owners.get(name) ?? []), file]);
    }
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
