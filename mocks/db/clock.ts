/** The seed's "now": every seeded date is relative to it, so output is reproducible. */
export const FIXED_NOW = Date.UTC(2026, 10, 20, 9, 0, 0);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
export const MS = { day: DAY, hour: HOUR, minute: MINUTE } as const;

let resetAt = Date.now();

/** Called by resetDb: the mock clock restarts at FIXED_NOW. */
export function restartClock(): void {
  resetAt = Date.now();
}

/** When the mock clock last restarted (real ms): the browser mock keeps it with its stored state. */
export function clockStart(): number {
  return resetAt;
}

/** Continues a stored clock: `now()` goes on from where the stored state left it. */
export function setClockStart(ms: number): void {
  resetAt = ms;
}

/** The mock's current time: FIXED_NOW plus the real time elapsed since the last reset. */
export function now(): Date {
  return new Date(FIXED_NOW + (Date.now() - resetAt));
}

export function nowIso(): string {
  return now().toISOString();
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** ISO date `days` (fractional allowed) before FIXED_NOW. */
export function daysAgo(days: number): string {
  return iso(FIXED_NOW - days * DAY);
}

/** ISO date `days` after FIXED_NOW. */
export function daysAhead(days: number): string {
  return iso(FIXED_NOW + days * DAY);
}
