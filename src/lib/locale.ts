/** Locale checks with no dependencies (public first-load modules use this, not the dayjs module). */

/** True for 'fa' and its regional variants ('fa-IR', 'fa_IR'). */
export function isFaLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('fa');
}
