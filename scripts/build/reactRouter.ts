import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * React Router 7 maps every import of its package to its development build (its package.json names
 * no production condition: remix-run/react-router#12532, #14102): its development-only warnings and
 * checks run in production and their bytes ship (0.5 KB gzip). A build takes its production build
 * instead, which the package ships beside it (route matching is as fast in both).
 */
export function reactRouterProduction(): Record<string, string> {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router/dom': join(dist, 'dom-export.mjs'), 'react-router': join(dist, 'index.mjs') };
}
