/**
 * src/app/antd-public.css is antd's own output for the public pages' components with the app's theme:
 * regenerated here and compared, so an antd upgrade cannot leave it stale (antd would then skip styles
 * the file no longer has). The theme's values are CSS variables antd still sets at run time, so a
 * token change does not change this file. Fix: `npm run styles:antd`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

describe('the public pages’ antd stylesheet', () => {
  it('is what antd generates today for the app’s theme (else: npm run styles:antd)', () => {
    const fresh = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/antdStyles.ts', '--print'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const committed = readFileSync(join(root, 'src/app/antd-public.css'), 'utf8');
    expect(fresh.length).toBeGreaterThan(10_000);
    expect(committed === fresh, 'src/app/antd-public.css is stale: run npm run styles:antd').toBe(true);
  });

  it('tells antd which components it holds (the cache-path map antd reads at start)', () => {
    const css = readFileSync(join(root, 'src/app/antd-public.css'), 'utf8');
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    for (const component of ['Button-Button|ant-btn', 'Skeleton-Skeleton|ant-skeleton', 'Alert-Alert|ant-alert', 'Spin-Spin|ant-spin', 'Shared|ant']) {
      expect(map, component).toContain(component);
    }
  });
});
