/** The error reports' scrubber (src/app/monitoring/scrub.ts): what never leaves the browser. */
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubText } from '@/app/monitoring/scrub';

describe('scrubText', () => {
  it.each([
    ['an api key in a URL', 'GET https://api.example.com/site/v1/cart?language=fa&apiKey=test-key-u6', 'GET https://api.example.com/site/v1/cart?language=fa&apiKey=[redacted]'],
    ['a payment token', '/payment/return?Authority=A000000000000000000000000000123456789&Status=OK', '/payment/return?Authority=[redacted]&Status=OK'],
    ['a mobile (09…)', 'no account for 09121234567', 'no account for [redacted]'],
    ['a mobile (+98…)', 'sms to +989121234567 failed', 'sms to [redacted] failed'],
    ['a mobile in Persian digits', 'شماره ۰۹۱۲۱۲۳۴۵۶۷', 'شماره [redacted]'],
    ['an e-mail', 'reset for shopper.one@example.co.uk', 'reset for [redacted]'],
    ['an address', 'address: 12 Valiasr St, Tehran; then', 'address: [redacted]; then'],
    ['a Persian address', 'نشانی: تهران، خیابان ولیعصر', 'نشانی: [redacted]'],
    ['a postal code', 'postal code 1234567890', 'postal code [redacted]'],
    ['a card number', 'card 6037 9912 3456 7890', 'card [redacted]'],
    ['JSON fields', '{"mobile":"09121234567","email":"a@b.io","id":3}', '{"mobile":"[redacted]","email":"[redacted]","id":3}'],
  ])('removes %s', (_, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps what is not personal', () => {
    const text = 'TypeError: Cannot read properties of undefined (reading "price") at /assets/Product-Bq3x9a.js:1:2040';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubEvent and scrubBreadcrumb', () => {
  it('drops bodies, cookies, headers and the user; scrubs every string and secret field', () => {
    const event = scrubEvent({
      message: 'failed for 09121234567',
      request: { url: 'https://shop.example/cart?apiKey=k1', data: '{"password":"x"}', cookies: { api_key: 'k1' }, headers: { 'User-Agent': 'UA', Cookie: 'api_key=k1' } },
      user: { id: 'u6', email: 'a@b.io' },
      extra: { mobile: '9121234567', nested: { address: 'Valiasr' } },
      breadcrumbs: [{ category: 'fetch', data: { url: '/x?apiKey=k1', request_body: 'secret', response_body: 'secret' } }],
    });
    expect(event).toEqual({
      message: `failed for ${REDACTED}`,
      request: { url: `https://shop.example/cart?apiKey=${REDACTED}`, headers: { 'User-Agent': 'UA' } },
      extra: { mobile: REDACTED, nested: { address: REDACTED } },
      breadcrumbs: [{ category: 'fetch', data: { url: `/x?apiKey=${REDACTED}` } }],
    });
  });

  it('scrubs a console breadcrumb as it is recorded', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'saved shopper@example.com' })).toEqual({ category: 'console', message: `saved ${REDACTED}` });
  });
});
