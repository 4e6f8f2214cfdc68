/**
 * Answers the boot script (src/app/boot/boot.ts) asked for while the JavaScript downloaded: the
 * baseQuery's fetch takes one of these instead of asking again, once, and only shortly after the page
 * loaded (a later request is a new question and goes to the server).
 * Dependency-free: the boot script is bundled with it.
 */

/** The window property the boot script leaves its answers under. */
export const EARLY_DATA = '__earlyData';

/** How long after the page started an early answer may still be taken. */
export const EARLY_DATA_TTL_MS = 20_000;

/** An answer written as a Response only when the app takes it; `asked`: one asked from the server (not carried by the page). */
export type LaterAnswer = (() => Promise<Response>) & { asked?: true };

export interface EarlyData {
  /** Date.now() when the calls started */
  at: number;
  /**
   * by earlyKey(url). A function is written as a Response only when the app takes it, not while the
   * page loads: an answer the page carries (a pre-rendered page's, pageData.ts), or one asked by the
   * chunk fetcher (`asked`, src/app/boot/chunkFetcher.ts).
   */
  answers: Record<string, Promise<Response> | LaterAnswer | undefined>;
}

/** An answer asked from the server, read by `read` when the app takes it. */
export function askedAnswer(read: () => Promise<Response>): LaterAnswer {
  return Object.assign(read, { asked: true as const });
}

/**
 * The early answer for `key` (taken: a second call gets nothing), or undefined; an asked one only within
 * EARLY_DATA_TTL_MS of the page's start, a carried one whenever the app takes it.
 */
export function takeEarlyAnswer(key: string, now = Date.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const store = (window as unknown as Record<string, EarlyData | undefined>)[EARLY_DATA];
  if (!store) return undefined;
  const answer = store.answers[key];
  delete store.answers[key];
  // a carried answer has its own age limit (the page's, pageData.ts), checked when the page was read: a
  // reader who reads a slow-loading page for a while before the app takes it over still gets it
  if (typeof answer === 'function' && !answer.asked) return answer();
  if (now - store.at > EARLY_DATA_TTL_MS) return undefined;
  return typeof answer === 'function' ? answer() : answer;
}

/**
 * Drops the answers not taken yet. A retry asks the server again; the answers left were asked at the
 * same moment as the one that failed, so a part that appears after the retry asks again too.
 */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_DATA];
}

/**
 * A fixed order of two strings, by their UTF-16 code units. Not `localeCompare`: its first call sets up
 * the engine's collation data, one piece of 20 to 40 ms, which made the boot script a long task.
 */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * One key for an address whatever the order of its parameters (`base` resolves a relative API
 * address); a POST's (a list read with a POST) adds its body, so only the same question takes it.
 */
export function earlyKey(url: string, base: string, body?: string): string {
  const parsed = new URL(url, base);
  const entries = [...parsed.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? byCodeUnits(x, y) : byCodeUnits(a, b)));
  const key = `${parsed.origin}${parsed.pathname}?${new URLSearchParams(entries).toString()}`;
  return body === undefined ? key : `POST ${key} ${body}`;
}

/** Whether an early POST answer is waiting (baseQuery reads a POST's body only then). */
export function hasEarlyPosts(): boolean {
  if (typeof window === 'undefined') return false;
  const store = (window as unknown as Record<string, EarlyData | undefined>)[EARLY_DATA];
  return Boolean(store && Object.keys(store.answers).some((key) => key.startsWith('POST ')));
}
