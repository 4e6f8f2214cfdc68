/**
 * A lazy chunk whose stylesheet cannot be had does not fail its import (Vite's `vite:preloadError`
 * is prevented for a stylesheet only), and the stylesheet is asked again once the browser is online.
 */
import { tolerateMissingChunkStyles } from '@/app/chunkStyles';

/** Dispatches Vite's event as its preload helper does; true when the import goes on (the event was prevented). */
function preloadFails(error: Error): boolean {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('tolerateMissingChunkStyles', () => {
  beforeAll(() => tolerateMissingChunkStyles());

  it('lets the chunk\'s code load without its stylesheet, and asks for the stylesheet again back online', () => {
    expect(preloadFails(new Error('Unable to preload CSS for http://localhost/assets/OfflineStatus-a1.css'))).toBe(true);
    expect(document.head.querySelector('link[href="http://localhost/assets/OfflineStatus-a1.css"]')).toBeNull();
    window.dispatchEvent(new Event('online'));
    const link = document.head.querySelector('link[href="http://localhost/assets/OfflineStatus-a1.css"]');
    expect(link).toHaveAttribute('rel', 'stylesheet');
    // once: a later reconnect does not add it again
    window.dispatchEvent(new Event('online'));
    expect(document.head.querySelectorAll('link[href="http://localhost/assets/OfflineStatus-a1.css"]')).toHaveLength(1);
  });

  it('leaves a chunk whose code failed to the caller and the error boundary', () => {
    expect(preloadFails(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Blog-a1.js'))).toBe(false);
  });
});
