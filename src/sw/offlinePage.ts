/**
 * The page the worker answers a navigation with when there is no network, no saved copy of the address
 * and no app shell: in the visitor's language (the address's `language`, else the browser's first
 * language, else fa), with a retry (a link to the same address: it works without any script) and a link
 * home. Its texts are the app's own catalogue (src/i18n/messages/<lang>/offlinePage.json: only the worker reads them); the page's only
 * style is inline (the site's policy allows inline styles, never inline scripts).
 */
import fa from '../i18n/messages/fa/offlinePage.json';
import en from '../i18n/messages/en/offlinePage.json';

const CATALOGUES = { fa, en } as const;
type Language = keyof typeof CATALOGUES;

export function offlineLanguage(url: URL, acceptLanguage: string | null): Language {
  const asked = url.searchParams.get('language');
  if (asked === 'fa' || asked === 'en') return asked;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'fa';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(url: URL, acceptLanguage: string | null): string {
  const language = offlineLanguage(url, acceptLanguage);
  const text = CATALOGUES[language];
  const home = language === 'fa' ? '/' : '/?language=en';
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#2f7d4f">
<title>${escape(text['offlinePage.title'])}</title>
</head>
<body style="margin:0;font-family:Vazirmatn,system-ui,sans-serif;color:rgba(0,0,0,.88);background:#fff">
<main style="max-width:34rem;margin:0 auto;padding:3rem 1.25rem;text-align:center">
<img src="/favicon.svg" width="64" height="64" alt="">
<h1 style="font-size:1.5rem;margin:1rem 0">${escape(text['offlinePage.title'])}</h1>
<p style="line-height:1.8">${escape(text['offlinePage.body'])}</p>
<p style="display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap">
<a href="${escape(url.pathname + url.search)}" style="display:inline-block;padding:.6rem 1.25rem;border-radius:8px;background:#2f7d4f;color:#fff;text-decoration:none;min-height:24px">${escape(text['offlinePage.retry'])}</a>
<a href="${home}" style="display:inline-block;padding:.6rem 1.25rem;border-radius:8px;border:1px solid #2f7d4f;color:#2f7d4f;text-decoration:none;min-height:24px">${escape(text['offlinePage.home'])}</a>
</p>
</main>
</body>
</html>`;
}

export function offlinePage(url: URL, acceptLanguage: string | null): Response {
  return new Response(offlinePageHtml(url, acceptLanguage), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
