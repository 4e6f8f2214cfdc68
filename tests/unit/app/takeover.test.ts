/** When the app renders over a pre-rendered page: at the reader's first action, or once the loaded page has been left alone a while. */
import { QUIET_AFTER_LOAD_MS, TAKEOVER, TAKEOVER_EVENTS, deferTakeover, takeoverSignal, watchForReader, type TakeoverCause } from '@/app/boot/takeover';
import { rememberFocus } from '@/app/takeoverFocus';

/** A window stand-in: its own events, a document whose readyState the test sets, the fake timers. */
function fakeWindow(readyState: DocumentReadyState = 'interactive') {
  const target = new EventTarget() as EventTarget & { document: { readyState: DocumentReadyState }; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
  target.document = { readyState };
  target.setTimeout = ((step: () => void, ms: number) => setTimeout(step, ms)) as typeof setTimeout;
  target.clearTimeout = ((id: ReturnType<typeof setTimeout>) => clearTimeout(id)) as typeof clearTimeout;
  return target;
}

/** What `promise` has resolved with so far (undefined: not yet). */
function settled(promise: Promise<TakeoverCause>) {
  const seen: { cause?: TakeoverCause } = {};
  void promise.then((cause) => (seen.cause = cause));
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the take-over of a pre-rendered page', () => {
  it('waits while the page loads and the reader does nothing, then starts at their first action', async () => {
    const target = fakeWindow();
    const seen = settled(watchForReader(target as unknown as Window));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.cause, 'no load event, no action: still waiting').toBeUndefined();
    target.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.cause).toBe('reader');
  });

  it.each(TAKEOVER_EVENTS)('starts on %s', async (name) => {
    const target = fakeWindow('complete');
    const seen = settled(watchForReader(target as unknown as Window));
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_LOAD_MS - 1);
    expect(seen.cause).toBeUndefined();
    target.dispatchEvent(new Event(name));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.cause).toBe('reader');
  });

  it('does not start when a tap begins (a page replaced under the finger would lose the tap), only when it ends', async () => {
    const target = fakeWindow('complete');
    const seen = settled(watchForReader(target as unknown as Window));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('touchstart'));
    await vi.advanceTimersByTimeAsync(10);
    expect(seen.cause).toBeUndefined();
  });

  it('starts anyway once the loaded page has been left alone for the quiet time, and stops listening', async () => {
    const target = fakeWindow();
    const removed = vi.spyOn(target, 'removeEventListener');
    const seen = settled(watchForReader(target as unknown as Window));
    target.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_LOAD_MS - 1);
    expect(seen.cause).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.cause).toBe('quiet');
    expect(removed.mock.calls.map(([name]) => name)).toEqual(expect.arrayContaining([...TAKEOVER_EVENTS]));
  });

  it('is left where the app looks for it by the boot script; any other page is taken over at once', async () => {
    const target = fakeWindow('complete');
    await expect(takeoverSignal(target)).resolves.toBe('now');
    deferTakeover(target as unknown as Window);
    expect((target as unknown as Record<string, unknown>)[TAKEOVER]).toBeInstanceOf(Promise);
    const seen = settled(takeoverSignal(target));
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.cause).toBe('reader');
  });
});

describe('the reader’s place in the keyboard order', () => {
  /** The pre-rendered page `before` in #root with `focused` focused, then replaced by React's page `after`; returns the root and the restore step. */
  function replaceFocused(before: string, focused: string, after: string) {
    document.body.innerHTML = `<div id="root">${before}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    (root.querySelector(focused) as HTMLElement).focus();
    const restore = rememberFocus(root);
    root.innerHTML = after;
    return { root, restore };
  }

  it('goes to the same link of the page that replaced the focused one', () => {
    // React's page: another element at each place, a new link before them
    const { root, restore } = replaceFocused(
      '<a href="/">Home</a><a href="/shop">Shop</a><a href="/blog">Blog</a>',
      'a[href="/shop"]',
      '<button>Menu</button><a href="/">Home</a><a href="/shop">Shop</a><a href="/blog">Blog</a>',
    );
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement).toBe(root.querySelector('a[href="/shop"]'));
  });

  it('finds the link by where it leads, whatever language parameter the pre-rendered one carried', () => {
    const { root, restore } = replaceFocused(
      '<a href="/?language=en">Home</a><a href="/shop?language=en&page=2">Shop</a>',
      'a[href^="/shop"]',
      '<a href="/">Home</a><a href="/shop">Shop</a><a href="/shop?page=2">Shop</a>',
    );
    restore();
    expect(document.activeElement).toBe(root.querySelector('a[href="/shop?page=2"]'));
  });

  it('leaves focus alone when nothing in the page had it, or when it has moved on since', () => {
    document.body.innerHTML = '<div id="root"><a href="/shop">Shop</a></div>';
    rememberFocus(document.getElementById('root') as HTMLElement)();
    expect(document.activeElement).toBe(document.body);
    const { restore } = replaceFocused('<a href="/shop">Shop</a>', 'a', '<a href="/shop">Shop</a>');
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    restore();
    expect(document.activeElement).toBe(outside);
  });
});
