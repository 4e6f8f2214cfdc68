/**
 * The fake payment provider of the mock backend: a token that carries the invoice, the site's origin
 * and the language, and the provider's HTML page with Pay and Cancel links back to the site.
 * Served by the MSW/loopback handlers and, under `npm start`, by the Vite dev server (vite.config.ts).
 */
const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface TokenData {
  i: number;
  r: string;
  l: string;
}

export function makeToken(data: TokenData): string {
  const json = JSON.stringify(data);
  const b64 = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64}.${randomDigits(10)}`;
}

export function readToken(token: string): TokenData | null {
  try {
    const b64 = token.split('.')[0].replace(/-/g, '+').replace(/_/g, '/');
    const data = JSON.parse(atob(b64)) as TokenData;
    return typeof data.i === 'number' && /^https?:\/\//.test(data.r) ? data : null;
  } catch {
    return null;
  }
}

export function fakePayPage(token: string): { status: number; html: string } {
  const data = readToken(token);
  if (!data) return { status: 404, html: '<!doctype html><title>Payment</title><p>Unknown payment.</p>' };
  const back = (state: 'OK' | 'NOK') => {
    const params = new URLSearchParams({ language: data.l, payment: 'PASARGAD', State: state, RefNum: token, tref: randomDigits(12) });
    return `${data.r}/invoice/${data.i}?${params.toString()}`;
  };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fake payment provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
.card{border:1px solid #ddd;border-radius:12px;padding:24px}a{display:inline-block;padding:10px 24px;border-radius:8px;text-decoration:none;margin-inline-end:12px}
.pay{background:#2e7d32;color:#fff}.cancel{background:#eee;color:#222}</style></head>
<body><div class="card"><h1>Test payment gateway</h1><p>Invoice ${escapeHtml(String(data.i))}</p>
<p><a class="pay" role="button" href="${escapeHtml(back('OK'))}">Pay</a><a class="cancel" role="button" href="${escapeHtml(back('NOK'))}">Cancel</a></p></div></body></html>`;
  return { status: 200, html };
}
