/**
 * A production build takes React Router's production build: its package maps every import to its
 * development build (vite.config.ts `reactRouterProduction`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reactRouterProduction } from '../../../scripts/build/reactRouter';

describe('React Router in a build', () => {
  it('is the package’s production build, the router and its DOM entry, the longer name first', () => {
    const alias = reactRouterProduction();
    // an alias matches a name and what follows it with a slash: `react-router/dom` must come first
    expect(Object.keys(alias)).toEqual(['react-router/dom', 'react-router']);
    for (const file of Object.values(alias)) {
      expect(file).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
      expect(existsSync(file)).toBe(true);
    }
    // the production build has its development warnings switched off
    const entry = readFileSync(alias['react-router'], 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w]+\.mjs)"/g)].map((match) => readFileSync(join(dirname(alias['react-router']), match[1]), 'utf8'));
    expect(chunks.some((chunk) => chunk.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    expect(chunks.some((chunk) => chunk.includes('ENABLE_DEV_WARNINGS = true'))).toBe(false);
  });
});
