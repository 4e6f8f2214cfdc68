/**
 * Web Vitals from the page's first moment (src/lib/fieldVitals.ts): a visit that ends before the
 * reporter loaded still sends LCP, FCP, TTFB and CLS, once; after the reporter took over, it sends none.
 */
import type { Metric } from 'web-vitals';

const vitals = vi.hoisted(() => ({ listeners: new Map<string, (metric: Metric) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (listener: (metric: Metric) => void) => vitals.listeners.set('LCP', listener),
  onCLS: (listener: (metric: Metric) => void) => vitals.listeners.set('CLS', listener),
  onFCP: (listener: (metric: Metric) => void) => vitals.listeners.set('FCP', listener),
  onTTFB: (listener: (metric: Metric) => void) => vitals.listeners.set('TTFB', listener),
}));

// a fresh copy of the module, with the mock above: the worker runs files without isolating them
// (vite.config.ts), and another file may have loaded fieldVitals with the real web-vitals before
vi.resetModules();
const { resetFieldVitals, takeOverVitals, vitalsSampled, watchVitalsFromStart } = await import('@/lib/fieldVitals');

const RUM = 'https://rum.example/vitals';
const beacons: Array<{ url: string; body: Blob }> = [];

function seen(name: Metric['name'], value: number) {
  vitals.listeners.get(name)?.({ name, value, rating: 'good', navigationType: 'navigate', id: `v5-${name}`, delta: value, entries: [] } as unknown as Metric);
}

function hide() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  // as a browser fires it: at the document, bubbling to the window
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  resetFieldVitals();
  vitals.listeners.clear();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  vi.stubEnv('VITE_RUM_URL', RUM);
  // every visit measured (another file of the same worker may have left a share in the env)
  vi.stubEnv('VITE_RUM_SAMPLE_RATE', '1');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

it('a visit that ends before the reporter loaded sends its LCP, FCP, TTFB and CLS, once', async () => {
  document.documentElement.lang = 'en';
  watchVitalsFromStart();
  expect([...vitals.listeners.keys()].sort()).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
  seen('TTFB', 120);
  seen('FCP', 800);
  seen('LCP', 900);
  seen('LCP', 1400);
  seen('CLS', 0.02);
  hide();
  expect(beacons).toHaveLength(1);
  expect(beacons[0].url).toBe(RUM);
  const report = JSON.parse(await beacons[0].body.text()) as { type: string; language: string; metrics: Array<{ name: string; value: number }> };
  expect(report).toMatchObject({ type: 'web-vitals', language: 'en' });
  expect(report.metrics.map(({ name, value }) => [name, value]).sort()).toEqual([
    ['CLS', 0.02],
    ['FCP', 800],
    ['LCP', 1400],
    ['TTFB', 120],
  ]);
  // the report went: the reporter, if it comes now, sends none (one report per visit)
  expect(takeOverVitals()).toBe(false);
});

it('once the reporter has taken over, the early listeners send nothing', () => {
  watchVitalsFromStart();
  seen('LCP', 900);
  expect(takeOverVitals()).toBe(true);
  hide();
  expect(beacons).toEqual([]);
});

it('the share of visits measured is drawn once per visit', () => {
  vi.stubEnv('VITE_RUM_SAMPLE_RATE', '0');
  watchVitalsFromStart();
  expect(vitals.listeners.size).toBe(0);
  expect(vitalsSampled()).toBe(false);
  vi.stubEnv('VITE_RUM_SAMPLE_RATE', '1');
  // drawn already: the reporter asks the same draw
  expect(vitalsSampled()).toBe(false);
});

it('a build without a RUM address or a DSN listens to nothing', () => {
  vi.stubEnv('VITE_RUM_URL', '');
  watchVitalsFromStart();
  expect(vitals.listeners.size).toBe(0);
});
