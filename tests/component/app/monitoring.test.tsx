/**
 * Error reports (src/app/monitoring, src/lib/monitoring.ts) as they reach a Sentry envelope endpoint:
 * an error boundary's catch gives one event and the screen keeps its own error state; a missing chunk
 * that a reload did not bring gives one; a crafted error full of personal data leaves none of it in
 * the envelope. The SDK is the real one; msw stands in for the DSN's host and records each envelope.
 */
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import * as Sentry from '@sentry/react';
import { lazy, Suspense } from 'react';
import { server } from '@mocks/node';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { RELOAD_KEY } from '@/components/newVersion';
import { reportApiFailure, reportFailure, resetMonitoringQueue, setMonitoringScope } from '@/lib/monitoring';
import { captureVitals, startSentry } from '@/app/monitoring/sentry';
import { renderWithProviders } from '../../utils/renderApp';

const DSN = 'http://publickey@ingest.test/7';
const ENVELOPE_URL = 'http://ingest.test/api/7/envelope/';

interface SentEvent {
  raw: string;
  type: string;
  event: {
    release?: string;
    transaction?: string;
    tags?: Record<string, string>;
    measurements?: Record<string, { value: number; unit: string }>;
    contexts?: Record<string, Record<string, unknown>>;
    exception?: { values?: Array<{ type?: string; value?: string }> };
  };
}

/** Records every envelope the SDK posts; an envelope is newline-separated JSON: header, item header, item. */
function recordEnvelopes(): SentEvent[] {
  const sent: SentEvent[] = [];
  server.use(
    http.post(ENVELOPE_URL, async ({ request }) => {
      const raw = await request.text();
      const lines = raw.split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i]) as { type?: string };
        if (header.type === 'event' || header.type === 'transaction') sent.push({ raw, type: header.type, event: JSON.parse(lines[i + 1]) as SentEvent['event'] });
      }
      return HttpResponse.json({});
    }),
  );
  return sent;
}

function Thrower(): never {
  throw new Error('the product card could not read its price');
}

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

describe('monitoring', () => {
  let sent: SentEvent[];
  beforeEach(() => {
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    resetMonitoringQueue();
    sent = recordEnvelopes();
    startSentry({ dsn: DSN, release: 'shop-client@test', environment: 'test', sampleRate: 1 });
    setMonitoringScope({ route: '/shop/product/:alias', screen: 'Product', language: 'en', roles: ['ADMIN'] });
  });
  afterEach(async () => {
    await Sentry.close(2000);
    resetMonitoringQueue();
    vi.unstubAllEnvs();
    sessionStorage.clear();
  });

  it("an error boundary's catch is one event, and the screen still shows its own error state", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary resetKey="/shop/product/x">
        <Thrower />
      </ErrorBoundary>,
      '/',
      en,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { event } = sent[0];
    expect(event.exception?.values?.[0]?.value).toBe('the product card could not read its price');
    expect(event.release).toBe('shop-client@test');
    expect(event.tags).toMatchObject({ failure: 'boundary', route: '/shop/product/:alias', screen: 'Product', language: 'en', roles: 'ADMIN' });
    // nothing more arrives: the boundary told it once
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
  });

  it('a missing chunk that the reload did not bring is one event (the reload itself sends none)', async () => {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: window.location.href, at: Date.now() - 1_000 }));
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Blog-old.js')));
    renderWithProviders(
      <ErrorBoundary resetKey="/blog">
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </ErrorBoundary>,
      '/',
      en,
    );
    expect(await screen.findByRole('heading', { name: 'A new version of the site is available' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].event.tags).toMatchObject({ failure: 'chunk' });
  });

  it('an API call that fails again on each retry is told once per screen', async () => {
    reportApiFailure('productList', 500);
    reportApiFailure('productList', 500);
    reportApiFailure('productList', 'TIMEOUT_ERROR');
    // the server's own refusal and a cancelled call are not failures
    reportApiFailure('login', 400);
    reportApiFailure('productSearch', 'FETCH_ERROR', true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].event.tags).toMatchObject({ failure: 'api', endpoint: 'productList', status: '500' });
    setMonitoringScope({ route: '/shop', screen: 'Shop' });
    reportApiFailure('productList', 500);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].event.tags).toMatchObject({ route: '/shop', screen: 'Shop' });
  });

  it('a crafted error with an api key, a mobile, an e-mail, an address and a payment token leaves none of them', async () => {
    const secrets = ['test-key-u1', '09121234567', '9127654321', '۰۹۱۲۳۴۵۶۷۸۹', 'shopper@example.com', 'Valiasr', 'Tehran', '1234567890', 'A00000000000000000000000000000012345', 'PAYTOKEN42'];
    window.history.pushState({}, '', '/cart?apiKey=test-key-u1&n=PAYTOKEN42');
    // breadcrumbs as the SDK records them: a call, a console line, a navigation
    Sentry.addBreadcrumb({ category: 'fetch', data: { url: 'http://localhost/api/site/v1/cart?apiKey=test-key-u1&language=en', method: 'POST', request_body: '{"mobile":"09121234567"}' } });
    Sentry.addBreadcrumb({ category: 'console', message: 'saving address: 12 Valiasr St, Tehran, postal code 1234567890 for shopper@example.com' });
    Sentry.addBreadcrumb({ category: 'navigation', data: { from: '/?apiKey=test-key-u1', to: '/payment?Authority=A00000000000000000000000000000012345' } });
    const error = new Error(
      'Checkout failed for 09121234567 (also 9127654321, ۰۹۱۲۳۴۵۶۷۸۹), shopper@example.com, address: 12 Valiasr St, Tehran; ' +
        'retry at https://api.example.com/site/v1/invoice?apiKey=test-key-u1&token=PAYTOKEN42 {"postalCode":"1234567890","mobile":"09121234567"}',
    );
    reportFailure('error', error);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { raw, event } = sent[0];
    for (const secret of secrets) expect(raw, secret).not.toContain(secret);
    // what is left still says what happened, and where
    expect(event.exception?.values?.[0]?.value).toContain('Checkout failed for [redacted]');
    expect(raw).toContain('/site/v1/invoice?apiKey=[redacted]');
    expect(raw).not.toContain('request_body');
    window.history.pushState({}, '', '/');
  });

  it("a page load's Web Vitals, without a RUM address, arrive as one page load's measurements, scrubbed", async () => {
    captureVitals({
      type: 'web-vitals',
      release: 'shop-client@test',
      page: { route: '/shop/product/:alias', screen: 'Product' },
      language: 'fa',
      metrics: [
        { name: 'LCP', value: 1830, rating: 'good', navigationType: 'navigate', id: 'v1', attribution: { target: 'img.gallery__main', url: 'http://localhost/api/site/v1/resizeImage/f1/360/360?apiKey=test-key-u1' } },
        { name: 'INP', value: 96, rating: 'good', navigationType: 'navigate', id: 'v2', attribution: { interactionTarget: 'button.add-to-cart', interactionType: 'pointer' } },
        { name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate', id: 'v3', attribution: {} },
        { name: 'FCP', value: 900, rating: 'good', navigationType: 'navigate', id: 'v4', attribution: {} },
        { name: 'TTFB', value: 120, rating: 'good', navigationType: 'navigate', id: 'v5', attribution: {} },
      ],
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { raw, type, event } = sent[0];
    expect(type).toBe('transaction');
    expect(event.transaction).toBe('/shop/product/:alias');
    expect(event.measurements).toEqual({
      lcp: { value: 1830, unit: 'millisecond' },
      inp: { value: 96, unit: 'millisecond' },
      cls: { value: 0.02, unit: '' },
      fcp: { value: 900, unit: 'millisecond' },
      ttfb: { value: 120, unit: 'millisecond' },
    });
    expect(event.tags).toMatchObject({ screen: 'Product', language: 'fa' });
    // the slow interaction's element is kept; the key in an address is not
    expect(event.contexts?.webVitals.INP).toMatchObject({ interactionTarget: 'button.add-to-cart' });
    expect(raw).not.toContain('test-key-u1');
  });
});
