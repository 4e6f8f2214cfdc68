/** A failed chunk reloads the page once per address and time, never in a loop (src/components/newVersion.ts). */
import { isStaleChunkError, reloadOnceForNewVersion, RELOAD_KEY, RELOAD_WINDOW_MS } from '@/components/newVersion';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/Blog-abc.js',
    'error loading dynamically imported module: http://127.0.0.1/assets/Blog-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/Blog-abc.css',
  ])('recognises "%s"', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the crash page', () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});

describe('reloadOnceForNewVersion', () => {
  const at = 1_800_000_000_000;

  it('reloads the first time and not again at the same address within the window', () => {
    const storage = memoryStorage();
    const page = { href: 'https://shop.example/blog', reload: vi.fn() };
    expect(reloadOnceForNewVersion(page, storage, at)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(RELOAD_KEY) ?? '')).toEqual({ href: page.href, at });
    // after the reload the chunk is still missing: no second reload, the message instead
    expect(reloadOnceForNewVersion(page, storage, at + 2_000)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another address, or at the same one after the window', () => {
    const storage = memoryStorage();
    const page = { href: 'https://shop.example/blog', reload: vi.fn() };
    reloadOnceForNewVersion(page, storage, at);
    expect(reloadOnceForNewVersion({ ...page, href: 'https://shop.example/shop' }, storage, at + 1_000)).toBe(true);
    expect(reloadOnceForNewVersion(page, storage, at + 1_000 + RELOAD_WINDOW_MS)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads without a working sessionStorage (it could not tell a loop)', () => {
    const page = { href: 'https://shop.example/blog', reload: vi.fn() };
    const broken = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnceForNewVersion(page, broken, at)).toBe(false);
    expect(reloadOnceForNewVersion(page, null, at)).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
