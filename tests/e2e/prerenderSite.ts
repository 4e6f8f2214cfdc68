/**
 * The pre-rendered site the browser tests share (run.mjs starts it once, before the specs that need
 * it: prerender, hydration, earlyTaps): lane A's build copied to `<out dir>-prerendered` (with its server
 * build), a product with markup in its name and body added through the admin API, then
 * `npm run prerender` against lane A's loopback mock. run.mjs serves the copy with nginx.
 *
 * npx tsx tests/e2e/prerenderSite.ts <build dir> <copy dir> <api url> <site url>
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { MARKUP_PRODUCT } from './prerendered';

const [from, to, apiUrl, siteUrl] = process.argv.slice(2);
if (!from || !to || !apiUrl || !siteUrl) throw new Error('usage: prerenderSite.ts <build dir> <copy dir> <api url> <site url>');

/** Creates the markup product through the admin API (multipart, as the admin form sends it), before the pre-render runs. */
async function createMarkupProduct() {
  if ((await fetch(`${apiUrl}site/v1/product/${MARKUP_PRODUCT.alias}`)).ok) return;
  const form = new FormData();
  form.append(
    'product',
    JSON.stringify({ name: MARKUP_PRODUCT.name, alias: MARKUP_PRODUCT.alias, price: 1_200_000, discount: 0, weight: 50, count: 5, position: 1, categories: [], body: MARKUP_PRODUCT.body }),
  );
  const answer = await fetch(`${apiUrl}ecommercemanagement/v1/product?language=en&apiKey=test-key-u1`, { method: 'POST', body: form });
  const json = (await answer.json()) as { success?: boolean };
  if (!answer.ok || !json.success) throw new Error(`could not create the markup product: ${answer.status} ${JSON.stringify(json)}`);
}

for (const [source, target] of [
  [from, to],
  [`${from}-server`, `${to}-server`],
]) {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}
await createMarkupProduct();
const run = spawnSync('npx', ['tsx', 'scripts/prerender/cli.ts', '--api-url', apiUrl, '--site-url', siteUrl, '--dist', to], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (run.status !== 0) throw new Error(`prerender failed (${run.status})`);
console.log(run.stdout.trim());
