/**
 * Courier order window (customer spec §1, §9): the own courier (PERSONALPEYK) and the courier service
 * (ALOPEYK) take orders from 9:00 to 16:00 Tehran time (Asia/Tehran); the postal options always.
 */
export const COURIER_SHIPPING_TYPES: readonly string[] = ['PERSONALPEYK', 'ALOPEYK'];
export const DELIVERY_WINDOW = { from: 9, to: 16, timeZone: 'Asia/Tehran' } as const;

const tehranClock = new Intl.DateTimeFormat('en-GB', { timeZone: DELIVERY_WINDOW.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes since midnight in Tehran at `at`. */
export function tehranMinutes(at: Date): number {
  const parts = tehranClock.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/** True from 9:00 up to (not including) 16:00 Tehran time. */
export function courierWindowOpen(at: Date): boolean {
  const m = tehranMinutes(at);
  return m >= DELIVERY_WINDOW.from * 60 && m < DELIVERY_WINDOW.to * 60;
}

export function isCourierType(type: string): boolean {
  return COURIER_SHIPPING_TYPES.includes(type);
}
