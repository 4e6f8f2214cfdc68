import { http, HttpHandler, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setImageRasteriser } from './lib/raster';
import { browserRasteriser } from './lib/rasterBrowser';
import { broadcastChannel, changesData, indexedDbStorage, RESET_PARAMETER, startPersistence, type Persistence } from './persist';

let persistence: Persistence | null = null;

// images are drawn on the page's canvas here (sharp is Node's: mocks/node.ts, mocks/loopback.ts)
setImageRasteriser(browserRasteriser);

/**
 * A handler that answers like `inner`, but when the call changed data the answer waits until the
 * database is stored (mocks/persist.ts): what the mock has accepted survives a reload.
 */
class StoringHandler extends HttpHandler {
  constructor(private readonly inner: HttpHandler) {
    super(inner.info.method, inner.info.path, () => undefined);
  }

  override async run(args: Parameters<HttpHandler['run']>[0]): ReturnType<HttpHandler['run']> {
    const result = await this.inner.run(args);
    if (result?.response && persistence && changesData(args.request.method, args.request.url)) await persistence.commit();
    return result;
  }
}

/**
 * The service worker mock for `npm start` (development). The first handler only waits while a state
 * written by another tab is being loaded, then lets the call through to the real handlers.
 */
export const worker = setupWorker(
  http.all(/\/v1\//, async () => {
    await persistence?.ready();
    return undefined;
  }),
  ...handlers.map((h: RequestHandler) => (h instanceof HttpHandler ? new StoringHandler(h) : h)),
);

/** Takes `?mock-reset=1` out of the address (so a reload does not reset again) and reports whether it was there. */
function takeResetParameter(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESET_PARAMETER)) return false;
  const value = url.searchParams.get(RESET_PARAMETER);
  url.searchParams.delete(RESET_PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value !== '0' && value !== 'false';
}

/** Starts the browser mock with its stored state (see mocks/persist.ts); the app renders after this. */
export async function startBrowserMock(): Promise<void> {
  const p = await startPersistence({ storage: indexedDbStorage(), channel: broadcastChannel(), reset: takeResetParameter() });
  persistence = p;
  window.addEventListener('pagehide', () => void p.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void p.flush();
    else void p.refresh();
  });
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
