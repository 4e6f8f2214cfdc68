/**
 * The page side of the service worker: registration (src/app/serviceWorker.ts, workbox-window), the
 * update prompt that asks the unsaved-changes guard first, and the offline indicator and saved-copy
 * note (src/app/OfflineStatus.tsx).
 */
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerUnsaved } from '@/components/unsaved/unsavedChanges';
import { savedCopyShown } from '@/api/connection';
import { subscribeAnnouncements } from '@/components/a11y/announce';
import { LoadError } from '@/components/LoadError';
import { renderWithProviders } from '../../utils/renderApp';

const workbox = vi.hoisted(() => ({
  urls: [] as string[],
  listeners: new Map<string, Array<() => void>>(),
  register: vi.fn(async () => ({})),
  messageSkipWaiting: vi.fn(),
  emit(type: string) {
    (this.listeners.get(type) ?? []).forEach((listener) => listener());
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.urls.push(url);
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

const { registerServiceWorker } = await import('@/app/serviceWorker');
const { OfflineStatus } = await import('@/app/OfflineStatus');

const container = {} as ServiceWorkerContainer;
const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  workbox.urls.length = 0;
  workbox.listeners.clear();
  workbox.register.mockReset().mockResolvedValue({});
  workbox.messageSkipWaiting.mockReset();
});
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and says when a new build\'s worker waits', async () => {
    const onUpdateReady = vi.fn();
    expect(await registerServiceWorker({ onUpdateReady, container })).not.toBeNull();
    expect(workbox.urls).toEqual(['/sw.js']);
    workbox.emit('waiting');
    expect(onUpdateReady).toHaveBeenCalledWith(true);
  });

  it('does nothing where the browser has no workers, and gives up quietly when registering is refused', async () => {
    expect(await registerServiceWorker({ onUpdateReady: vi.fn(), container: undefined })).toBeNull();
    expect(workbox.urls).toEqual([]);
    workbox.register.mockRejectedValueOnce(new Error('blocked'));
    expect(await registerServiceWorker({ onUpdateReady: vi.fn(), container })).toBeNull();
  });

  it('the update asks the unsaved-changes guard first: staying keeps the old worker and the page', async () => {
    const reload = vi.fn();
    const control = await registerServiceWorker({ onUpdateReady: vi.fn(), reload, container });
    const unregister = registerUnsaved({ ask: () => Promise.resolve(false), go: vi.fn() });
    await control!.update();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    unregister();
  });

  it('leaving (or nothing unsaved) lets the waiting worker take over, and the page reloads once it controls', async () => {
    const reload = vi.fn();
    const control = await registerServiceWorker({ onUpdateReady: vi.fn(), reload, container });
    const ask = vi.fn(() => Promise.resolve(true));
    registerUnsaved({ ask, go: vi.fn() });
    await control!.update();
    expect(ask).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('OfflineStatus', () => {
  it('says and announces when the browser goes offline, shows a saved copy\'s time, and goes on reconnect', async () => {
    const said: string[] = [];
    const stop = subscribeAnnouncements((_politeness, text) => said.push(text));
    renderWithProviders(<OfflineStatus serviceWorker={false} />, '/', en);
    expect(screen.queryByTestId('app-status')).not.toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByText(/You are offline\. Pages you have opened can still be read/)).toBeInTheDocument();
    expect(said.at(-1)).toMatch(/^You are offline/);
    act(() => savedCopyShown('2026-11-20T10:30:00.000Z'));
    expect(await screen.findByTestId('saved-copy')).toHaveTextContent(/You are reading a saved copy from .*2026/);
    expect(screen.getByTestId('saved-copy').querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:30:00.000Z');

    setOnline(true);
    expect(screen.queryByTestId('app-status')).not.toBeInTheDocument();
    expect(said.at(-1)).toBe('You are back online.');
    stop();
  });

  it('calls the page a saved copy only while nothing on it failed to load: a LoadError says what is missing instead', async () => {
    // the page's one failed part, which its retry (here: the saved copy's answer) replaces
    function Page() {
      const [failed, setFailed] = useState(true);
      return (
        <>
          <OfflineStatus serviceWorker={false} />
          {failed && <LoadError error={{ status: 'FETCH_ERROR' }} onRetry={() => setFailed(false)} />}
        </>
      );
    }
    const user = userEvent.setup();
    setOnline(false);
    renderWithProviders(<Page />, '/', en);
    act(() => savedCopyShown('2026-11-20T10:30:00.000Z'));
    expect(await screen.findByTestId('offline-indicator')).toBeInTheDocument();
    expect(screen.getByTestId('load-error')).toHaveTextContent(/You are offline, and this was not saved on this device/);
    expect(screen.queryByTestId('saved-copy')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('saved-copy')).toHaveTextContent(/You are reading a saved copy from/);
  });

  it('shows the saved copy\'s date in the Jalali calendar in fa', async () => {
    renderWithProviders(<OfflineStatus serviceWorker={false} />, '/');
    setOnline(false);
    act(() => savedCopyShown('2026-11-20T10:30:00.000Z'));
    expect(await screen.findByTestId('saved-copy')).toHaveTextContent(/نسخهٔ ذخیره‌شدهٔ .*۱۴۰۵/);
  });

  it('registers the worker after load and offers the missing-chunk recovery\'s own prompt when an update waits', async () => {
    const user = userEvent.setup();
    // jsdom has no service workers: the browser's container, as a page with one sees it
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });
    renderWithProviders(<OfflineStatus serviceWorker registerDelay={0} />, '/', en);
    await vi.waitFor(() => expect(workbox.urls).toEqual(['/sw.js']));
    act(() => workbox.emit('waiting'));
    // by its name: a notification of an earlier test may still be leaving (also an alert)
    const prompt = await screen.findByRole('alert', { name: 'A new version of the site is available' });
    expect(prompt).toHaveTextContent('Reload the page to use the new version');
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    await vi.waitFor(() => expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce());

    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alert', { name: 'A new version of the site is available' })).not.toBeInTheDocument();
  });
});
