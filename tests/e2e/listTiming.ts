/**
 * How tests/e2e/listSpeed.spec.ts measures a list interaction in the browser:
 *
 * - its duration is the Event Timing API's (the `event` entries of the interaction: from the input to
 *   the next paint after its handlers), the worst entry of the interaction's `interactionId`s. Entries
 *   under 16 ms are never reported: such an interaction counts as 16 ms.
 * - its end is known without waiting a fixed time: after the interaction has painted, the test presses
 *   F9, which a listener answers with 24 ms of work, so that key's own entry is always reported; entries
 *   are reported in order, so once F9's is in, every entry of the interaction before it is too.
 * - what rendered: tests/utils/commitCounter.ts on React's devtools hook (which the production build
 *   calls on every commit) counts the components that rendered and the table rows and cells they are in.
 * - the long tasks (Long Tasks API) while the page scrolls.
 * - a press is the mouse's own (`pointTo`, then `press`), not Playwright's click(): click() checks that
 *   its target is hit with a listener of its own in the page, which runs inside the pointerdown and so
 *   counted in the interaction (a CPU profile of a row menu's opening at 4× CPU: 97 of its pointerdown's
 *   117 samples were Playwright's elementsFromPoint, about 45 ms). The pointer comes to rest on the
 *   element before the measurement, as a person's does before they press.
 */
import { expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { installCommitCounter, type CommitCounts } from '../utils/commitCounter';

/** The page's global property the commit counter fills (tests/utils/commitCounter.ts). */
const RENDERS = '__listRenders';

export interface Renders {
  commits: number;
  components: number;
  /** table rows (or phone cards) with at least one component that rendered */
  rows: number;
  /** table cells, other than the checkbox column's, with a component inside that rendered */
  cells: number;
}

export interface Measured {
  /** Event Timing duration (ms), 16 when nothing was reported */
  duration: number;
  renders: Renders;
}

/** What each page gets before its own scripts: the Event Timing observer, the F9 marker, the commit counter, the long-task observer. */
export async function installProbes(context: BrowserContext) {
  await context.addInitScript(() => {
    interface Probe {
      entries: { name: string; start: number; duration: number; id: number }[];
      marker: number;
      longTasks: number[];
    }
    const probe: Probe = { entries: [], marker: -1, longTasks: [] };
    (window as unknown as { __listProbe: Probe }).__listProbe = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) probe.entries.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'F9') return;
        event.preventDefault();
        probe.marker = event.timeStamp;
        const started = performance.now();
        while (performance.now() - started < 24) {
          /* the marker's own work: 24 ms, so its entry is always reported */
        }
      },
      true,
    );
  });
  await context.addInitScript(installCommitCounter, RENDERS);
}

/** From the next page opened in `context` on, each commit that renders in table rows is recorded with how many rows it rendered in. */
export async function countRowRendersFromStart(context: BrowserContext) {
  await context.addInitScript((key) => {
    (window as unknown as Record<string, CommitCounts>)[key] = { commits: 0, components: 0, rows: new Set(), cells: new Set(), rowsPerCommit: [] };
  }, RENDERS);
}

/** What `countRowRendersFromStart` recorded: the rows rendered in, per commit that rendered in any. */
export const rowsPerCommit = (page: Page) => page.evaluate((key) => (window as unknown as Record<string, CommitCounts | undefined>)[key]?.rowsPerCommit ?? [], RENDERS);

/** The page's requests still in flight, so a test waits for a switch's call and the reload it causes. */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return {
    get count() {
      return open.size;
    },
  };
}

/**
 * Brings the pointer to rest on the middle of `target` (its hover effects happen here, before a
 * measurement), with `target` the element there: scrolled to the middle of its scroller's width first,
 * since a column held at the row's end (position: sticky) covers what scrolls under it. It waits, as a
 * person does, while something passing covers it (the list's reload after the switch undone, started a
 * few frames after its call was answered, dims the table under its loading mask); covered for good, it fails.
 */
export async function pointTo(target: Locator): Promise<void> {
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        await target.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'center' }));
        const box = await target.boundingBox();
        if (!box) return 'not on the page';
        point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const hit = await target.evaluate((element, { x, y }) => {
          const there = document.elementFromPoint(x, y);
          return there !== null && element.contains(there);
        }, point);
        return hit ? 'uncovered' : 'covered at its middle: a press there would land elsewhere';
      },
      { message: `${target.toString()} is uncovered at its middle`, timeout: 15_000 },
    )
    .toBe('uncovered');
  await target.page().mouse.move(point.x, point.y);
}

/** The mouse's button down and up where the pointer is: the press alone, with nothing of the test's in the page. */
export async function press(page: Page): Promise<void> {
  await page.mouse.down();
  await page.mouse.up();
}

/** Two frames painted. */
export const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** No request in flight across two painted frames: what an interaction changed (a call, the reload it causes) has settled. */
export async function settle(page: Page, requests: { count: number }) {
  for (;;) {
    await expect.poll(() => requests.count, { timeout: 60_000 }).toBe(0);
    await twoFrames(page);
    if (requests.count === 0) return;
  }
}

/**
 * One interaction: `act` does it and waits for what it shows; then the page paints, F9 marks the end,
 * and the interaction's Event Timing duration and what rendered for it are read.
 */
export async function measure(page: Page, act: () => Promise<void>): Promise<Measured> {
  const started = await page.evaluate((key) => {
    const probe = (window as unknown as { __listProbe: { marker: number } }).__listProbe;
    (window as unknown as Record<string, CommitCounts>)[key] = { commits: 0, components: 0, rows: new Set(), cells: new Set() };
    probe.marker = -1;
    return performance.now();
  }, RENDERS);
  await act();
  await twoFrames(page);
  const renders = await page.evaluate((key) => {
    const r = (window as unknown as Record<string, CommitCounts>)[key];
    return { commits: r.commits, components: r.components, rows: r.rows.size, cells: r.cells.size };
  }, RENDERS);
  await page.keyboard.press('F9');
  const duration = await page
    .waitForFunction(
      (from) => {
        const probe = (window as unknown as { __listProbe: { entries: { name: string; start: number; duration: number; id: number }[]; marker: number } }).__listProbe;
        if (probe.marker < 0) return false;
        const marker = probe.entries.find((e) => e.name === 'keydown' && Math.abs(e.start - probe.marker) < 1);
        if (!marker) return false;
        const mine = probe.entries.filter((e) => e.start >= from && e.start < marker.start - 0.5 && e.id > 0);
        return Math.max(16, ...mine.map((e) => e.duration));
      },
      started,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  return { duration, renders };
}

/** The long tasks (ms) reported since the last call. */
export async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __listProbe: { longTasks: number[] } }).__listProbe;
    const tasks = probe.longTasks;
    probe.longTasks = [];
    return tasks.map(Math.round);
  });
}
