/** The error reports' scrubber (src/app/monitoring/scrub.ts): what never leaves the browser. */
import Cookies from 'js-cookie';
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubText, scrubValue } from '@/app/monitoring/scrub';
import { noteMonitoredSession, resetMonitoringQueue } from '@/lib/monitoring';

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

describe("by value: the session's own secrets, however they are written", () => {
  /** The mock's key format: `k-` and 32 hex digits (34 characters: under the long-token shape). */
  const KEY = 'k-0f3c9a7be2d14c6f8a0b1c2d3e4f5a6b';
  const user = {
    id: 'u6',
    firstName: 'Shirin',
    lastName: 'Yazdani',
    email: 'shirin.y@mail.test',
    // as the API keeps it: without the leading zero
    mobile: '9120000006',
    addresses: [{ place: 'Golestan Alley 7, Pasdaran', postalCode: '1965734711', plaque: 7 }],
  };
  const secrets = [KEY, 'Shirin', 'Yazdani', 'shirin.y@mail.test', '09120000006', '۰۹۱۲۰۰۰۰۰۰۶', '9120000006', 'Golestan Alley 7, Pasdaran', '1965734711'];
  const leaks = (value: unknown) => secrets.filter((secret) => JSON.stringify(value).includes(secret));

  beforeEach(() => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://publickey@o1.ingest.sentry.io/2');
    noteMonitoredSession(KEY, user);
  });
  afterEach(() => {
    resetMonitoringQueue();
    vi.unstubAllEnvs();
  });

  it('in prose, in both digit sets, percent-encoded in an address', () => {
    const text = `session ${KEY} of Shirin Yazdani (shirin.y@mail.test, ۰۹۱۲۰۰۰۰۰۰۶ or +989120000006) lives at Golestan Alley 7, Pasdaran ${encodeURIComponent('Golestan Alley 7, Pasdaran')} /find?who=shirin.y%40mail.test`;
    const scrubbed = scrubText(text);
    expect(leaks(scrubbed)).toEqual([]);
    // a mobile written with its zero goes whole, not leaving the zero behind
    expect(scrubText('call ۰۹۱۲۰۰۰۰۰۰۶ now')).toBe(`call ${REDACTED} now`);
    expect(scrubText('call 09120000006 now')).toBe(`call ${REDACTED} now`);
    expect(scrubbed).not.toContain('shirin.y%40mail.test');
    expect(scrubbed).not.toContain('Golestan%20Alley');
    // a name goes as a word, not out of a longer one
    expect(scrubText('Shiringol is a flower')).toBe('Shiringol is a flower');
  });

  it('in a stack frame, a breadcrumb\'s address and an exception\'s cause; Sentry\'s own ids stay', () => {
    const event = scrubEvent({
      event_id: '0f3c9a7be2d14c6f8a0b1c2d3e4f5a6c',
      message: `retry for ${KEY}`,
      exception: {
        values: [
          { type: 'Error', value: `could not save the address Golestan Alley 7, Pasdaran for Shirin` },
          {
            type: 'TypeError',
            value: 'outer',
            stacktrace: { frames: [{ function: 'saveAddress', filename: `https://shop.example/assets/Cart-1.js?session=${KEY}`, context_line: `send("${user.mobile}")`, vars: { who: 'Yazdani' } }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: `https://api.example/ecommercemanagement/v1/cart/all?language=fa&key=${KEY}&mobile=9120000006` } },
        { category: 'console', message: `sent to ۰۹۱۲۰۰۰۰۰۰۶ and shirin.y@mail.test` },
      ],
      contexts: { trace: { trace_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', span_id: '0123456789abcdef' } },
    });
    expect(leaks(event)).toEqual([]);
    expect(event.event_id).toBe('0f3c9a7be2d14c6f8a0b1c2d3e4f5a6c');
    expect(event.contexts.trace).toEqual({ trace_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', span_id: '0123456789abcdef' });
    expect(event.exception.values[1].stacktrace?.frames[0].function).toBe('saveAddress');
  });

  it('the key from the cookie, and a session noted before its sign-out', () => {
    resetMonitoringQueue();
    const other = 'k-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b';
    Cookies.set('api_key', other);
    expect(scrubText(`expired: ${other}`)).toBe(`expired: ${REDACTED}`);
    noteMonitoredSession(KEY, user);
    Cookies.remove('api_key');
    expect(leaks(scrubText(`late report for ${KEY} (09120000006)`))).toEqual([]);
  });

  it("a vitals report's attribution", () => {
    const attribution = scrubValue({ target: `#${KEY}`, url: `https://api.example/site/v1/resizeImage/f1/2/3?owner=${encodeURIComponent('shirin.y@mail.test')}`, interactionTarget: 'p.Yazdani', longestScript: { sourceFunctionName: 'show ۰۹۱۲۰۰۰۰۰۰۶' } });
    expect(leaks(attribution)).toEqual([]);
    expect(JSON.stringify(attribution)).not.toContain('shirin.y%40mail.test');
  });
});

describe('by shape: key=value and key: value in prose, for every secret key name', () => {
  it.each([
    ['apiKey=', 'load failed (apiKey=k-0f3c9a7be2d14c6f8a0b1c2d3e4f5a6b)', 'load failed (apiKey=[redacted])'],
    ['apiKey: ', 'apiKey: k-0f3c9a7be2d14c6f8a0b1c2d3e4f5a6b at boot', 'apiKey: [redacted] at boot'],
    ['token = quoted', "token = 'abc def'; next", 'token = [redacted]; next'],
    ['mobile: (spaced)', 'mobile: 0912 000 0006 refused', 'mobile: [redacted] refused'],
    ['firstName=', 'firstName=Shirin&x=1', 'firstName=[redacted]&x=1'],
    ['password:', 'password:hunter2!', 'password:[redacted]'],
    ['trackingCode', 'trackingCode: 88-7766 ok', 'trackingCode: [redacted] ok'],
  ])('%s', (_, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves a word that only ends like a key name, and an address already scrubbed', () => {
    expect(scrubText('Japan: Tokyo')).toBe('Japan: Tokyo');
    expect(scrubText('GET /x?apiKey=k-1')).toBe(`GET /x?apiKey=${REDACTED}`);
  });
});
