/**
 * What the page and the service worker say to each other besides Workbox's own messages
 * (`SKIP_WAITING` from workbox-window's messageSkipWaiting, `CACHE_URLS` from messageSW).
 * Relative imports only: the worker is bundled on its own.
 */

/** The worker's address (scripts/pwa/plugin.ts writes it there; the page registers it for the whole site). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Page → worker: a staff member signed in: download every chunk of the signed-in side now (the `staff` group). */
export const KEEP_STAFF_FILES = 'KEEP_STAFF_FILES';

/** Worker → every open page, and the asking page's reply: the staff files are in the worker's cache. */
export const STAFF_FILES_KEPT = 'STAFF_FILES_KEPT';

export interface StaffFilesKept {
  type: typeof STAFF_FILES_KEPT;
  /** files of the group in the cache now */
  kept: number;
  /** files of the group the server did not give (a deploy removed them) */
  missing: number;
}

/** The groups of the worker's file list (scripts/pwa/precacheGroups.ts); a precached file has none. */
export type FileGroup = 'staff' | 'on-use';

/** One file of the build as the worker's list names it (`self.__WB_MANIFEST`). */
export interface BuildFile {
  url: string;
  revision: string | null;
  group?: FileGroup;
}
