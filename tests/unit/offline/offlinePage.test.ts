/** The worker's last-resort offline page (src/sw/offlinePage.ts): the visitor's language, a retry, the catalogue's texts. */
import { offlineLanguage, offlinePage, offlinePageHtml } from '@/sw/offlinePage';
import fa from '@/i18n/messages/fa/offlinePage.json';
import en from '@/i18n/messages/en/offlinePage.json';

describe('offline page', () => {
  it('speaks the address\'s language, else the browser\'s, else Persian', () => {
    expect(offlineLanguage(new URL('https://s.example/shop?language=en'), 'fa-IR')).toBe('en');
    expect(offlineLanguage(new URL('https://s.example/shop?language=fa'), 'en-US')).toBe('fa');
    expect(offlineLanguage(new URL('https://s.example/shop'), 'en-GB,en;q=0.9')).toBe('en');
    expect(offlineLanguage(new URL('https://s.example/shop'), null)).toBe('fa');
  });

  it('is right to left in fa and left to right in en, with the catalogue\'s texts and a retry of the same address', () => {
    const html = offlinePageHtml(new URL('https://s.example/shop/product/x?language=en'), null);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(en['offlinePage.title']);
    expect(html).toContain(`<a href="/shop/product/x?language=en"`);
    expect(html).not.toMatch(/<script/);
    const persian = offlinePageHtml(new URL('https://s.example/blog'), null);
    expect(persian).toContain('<html lang="fa" dir="rtl">');
    expect(persian).toContain(fa['offlinePage.retry']);
  });

  it('escapes the address it links to', () => {
    const html = offlinePageHtml(new URL('https://s.example/shop?q="><img src=x>'), null);
    expect(html).not.toContain('"><img');
  });

  it('is an answer that is never stored', async () => {
    const response = offlinePage(new URL('https://s.example/'), null);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain(fa['offlinePage.title']);
  });
});
