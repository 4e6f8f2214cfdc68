#!/usr/bin/env node
/**
 * Prints the gzipped size of every built JS/CSS chunk, then the first-load JS of the home page and of
 * the admin dashboard: the entry chunk plus the lazy chunks (layout + screen) that page needs, with
 * all their static imports, read from Vite's manifest. Run after `npm run build`.
 */
import { readFileSync, readdirSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const rows = assets.map((f) => ({ file: `assets/${f}`, gzip: gz(`assets/${f}`) })).sort((a, b) => b.gzip - a.gzip);
console.log('gzip size   chunk');
for (const row of rows) console.log(`${kb(row.gzip).padStart(9)}   ${row.file}`);
console.log(`${kb(rows.reduce((s, r) => s + r.gzip, 0)).padStart(9)}   total`);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}
function find(pattern) {
  return Object.keys(manifest).filter((key) => pattern.test(manifest[key].src ?? key));
}
function firstLoad(name, patterns) {
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const lazy = patterns.flatMap((p) => {
    const hits = find(p);
    if (!hits.length) console.log(`  (${name}: no chunk matches ${p}; screen not built yet?)`);
    return hits;
  });
  const files = new Set([...closure([...entry, ...lazy])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const total = [...files].reduce((s, f) => s + gz(f), 0);
  console.log(`first-load JS, ${name}: ${kb(total)} gzip (${files.size} chunks)`);
  return total;
}

console.log('');
const home = firstLoad('home page', [/src\/app\/layouts\/PublicLayout/, /src\/features\/shop\/(screens\/)?Home(\/index)?\.tsx$/]);
const admin = firstLoad('admin dashboard', [/src\/app\/layouts\/DashboardLayout/, /src\/features\/dashboard\/(screens\/)?Dashboard(\/index)?\.tsx$/]);
/** Builds scripts/floor (DESIGN.md's floor page) with the same versions, into a temporary folder. */
async function measureFloor() {
  if (process.env.SIZE_FLOOR_KB) return Number(process.env.SIZE_FLOOR_KB) * 1024;
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    await build({
      root: fileURLToPath(new URL('./floor/', import.meta.url)),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const files = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, 'assets', f)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const floor = await measureFloor();
console.log(`floor (bare Vite + React + antd page, scripts/floor, same versions): ${kb(floor)} gzip`);
console.log(`home / floor = ${(home / floor).toFixed(2)} (target ≤ 0.90); admin dashboard / floor = ${(admin / floor).toFixed(2)}`);
if (process.env.SIZE_BUDGET_STRICT && home > floor * 0.9) {
  console.error('home page first-load JS is above 0.9 × floor');
  process.exit(1);
}
