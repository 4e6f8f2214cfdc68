/**
 * What the service worker downloads ahead (scripts/pwa/precacheGroups.ts): the public site's files,
 * found in the build's module graph; the signed-in side and the parts loaded on an action are not.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileGroup, ON_ACTION, shopperAssets, SIGNED_IN_SIDE, type ViteManifest } from '../../../scripts/pwa/precacheGroups';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], dynamicImports: ['src/app/App.tsx'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', assets: ['assets/font-1.woff2', 'assets/bigAnswer.worker-1.js'] },
  'src/app/App.tsx': {
    file: 'assets/App-1.js',
    src: 'src/app/App.tsx',
    imports: ['_shared-1.js'],
    dynamicImports: ['src/features/shop/Product.tsx', 'src/app/layouts/DashboardLayout.tsx', 'src/features/admin/users/screens.ts'],
  },
  'src/features/shop/Product.tsx': {
    file: 'assets/Product-1.js',
    imports: ['_antd-1.js'],
    dynamicImports: ['src/components/SafeHtml.tsx', 'src/components/comments/CommentThread.tsx', '_dashboard-1.js'],
    css: ['assets/Product-1.css'],
  },
  '_antd-1.js': { file: 'assets/antd-1.js' },
  'src/components/SafeHtml.tsx': { file: 'assets/SafeHtml-1.js' },
  'src/components/comments/CommentThread.tsx': { file: 'assets/CommentThread-1.js', imports: ['_antd-1.js', '_avatar-1.js'] },
  '_avatar-1.js': { file: 'assets/avatar-1.js' },
  // the dashboard API, asked for after a sign-in: a shared chunk (the admin screens import it too)
  '_dashboard-1.js': { file: 'assets/dashboard-1.js', name: 'dashboard' },
  'src/app/layouts/DashboardLayout.tsx': { file: 'assets/DashboardLayout-1.js', imports: ['_table-1.js'] },
  'src/features/admin/users/screens.ts': { file: 'assets/users-1.js', dynamicImports: ['src/features/admin/users/UserList.tsx'] },
  'src/features/admin/users/UserList.tsx': { file: 'assets/UserList-1.js', imports: ['_table-1.js'] },
  '_table-1.js': { file: 'assets/table-1.js' },
};

describe('shopperAssets', () => {
  it('follows the entry, its stages and the public screens with their styles, fonts and own lazy parts', () => {
    expect([...shopperAssets(manifest)].sort()).toEqual(
      [
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/shared-1.js',
        'assets/font-1.woff2',
        'assets/App-1.js',
        'assets/Product-1.js',
        'assets/Product-1.css',
        'assets/antd-1.js',
        'assets/SafeHtml-1.js',
      ].sort(),
    );
  });

  it('leaves out the signed-in side, the parts loaded on an action, and a worker script', () => {
    const files = shopperAssets(manifest);
    for (const file of ['assets/dashboard-1.js', 'assets/DashboardLayout-1.js', 'assets/table-1.js', 'assets/users-1.js', 'assets/UserList-1.js', 'assets/CommentThread-1.js', 'assets/avatar-1.js', 'assets/bigAnswer.worker-1.js']) {
      expect(files.has(file), file).toBe(false);
    }
  });

  it('refuses a graph without an entry, or naming a chunk it does not have', () => {
    expect(() => shopperAssets({ 'a.ts': { file: 'assets/a.js' } })).toThrow(/no entry/);
    expect(() => shopperAssets({ 'index.html': { file: 'assets/i.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });
});

describe('fileGroup', () => {
  const shopper = shopperAssets(manifest);
  it('precaches the public files and everything outside assets/ (app shell, icons)', () => {
    expect(fileGroup('assets/Product-1.js', shopper)).toBe('shopper');
    expect(fileGroup('index.html', shopper)).toBe('shopper');
    expect(fileGroup('icons/icon-192.png', shopper)).toBe('shopper');
    expect(fileGroup('favicon.svg', shopper)).toBe('shopper');
  });
  it('keeps the rest for a staff member, and the spreadsheet libraries for when they are used', () => {
    expect(fileGroup('assets/UserList-1.js', shopper)).toBe('staff');
    expect(fileGroup('assets/CommentThread-1.js', shopper)).toBe('staff');
    for (const name of ['assets/sheetWorker-a1.js', 'assets/sheet.worker-a1.js', 'assets/exceljs.min-a1.js', 'assets/xlsx-a1.js']) expect(fileGroup(name, shopper), name).toBe('on-use');
    expect(fileGroup('icons/icon-512.png', shopper)).toBe('on-use');
    expect(fileGroup('icons/maskable-512.png', shopper)).toBe('on-use');
  });
});

describe('the source paths the groups name', () => {
  /** Whether some file or folder of the source tree starts with this path. */
  const exists = (prefix: string) => {
    if (existsSync(prefix)) return true;
    const dir = dirname(prefix);
    const start = prefix.slice(dir.length + 1);
    return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(start));
  };
  it.each([...SIGNED_IN_SIDE, ...ON_ACTION].map(({ prefix, why }) => [prefix, why]))('%s (%s) is still in the source tree', (prefix) => {
    expect(exists(join(process.cwd(), prefix))).toBe(true);
  });
});
