/**
 * Which of the build's files the service worker downloads ahead, read from the build's own module
 * graph (Vite's `.vite/manifest.json`: each chunk with its static and dynamic imports and its styles).
 *
 * - `shopper` (precached on install): what the public site loads to show its pages: the entry and
 *   what it imports, the public layout, every public screen and sign-in screen with their chunks and
 *   styles, the parts a public page loads by itself (a post's body, the mobile menu, notifications,
 *   the offline status), the font. Found by walking the graph from the entry, following every static
 *   import and every dynamic import except into the signed-in side (SIGNED_IN_SIDE) and into the parts
 *   a public page loads only on the reader's action (ON_ACTION). Files outside `assets/` (the app
 *   shell, favicon, icons) are precached too.
 * - `staff` (not precached; downloaded once a staff member signs in, on the page's one message to
 *   the worker, and by anyone at run time when first loaded): every other chunk: the dashboard frame,
 *   the customer's and the admin screens, charts, editor, map, date pickers, tables, forms, the
 *   dashboard's message catalogues, and the public parts loaded on an action.
 *
 * What a first visit costs is the point (a shopper on a metered plan): each precached file is a
 * request of its own with the server's headers (about 1 KB with the security policy), so a small lazy
 * part a reader may never open is not worth downloading ahead.
 * - `on-use` (only when first loaded): the spreadsheet libraries and their workers, megabytes that
 *   only an import or an export of a sheet runs, and the install-size icons.
 *
 * Every `assets/` file is hashed (immutable): cached at run time cache-first whatever its group.
 */

/** One chunk of Vite's build manifest (`build.manifest: true`). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  /** a shared chunk's name (its key is `_<name>-<hash>.js`) */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** `shopper`: precached (the worker's list names no group); the others as src/sw/messages.ts names them. */
export type FileGroup = 'shopper' | 'staff' | 'on-use';

/**
 * The signed-in side: a dynamic import of one of these is not followed from the public site. Each is
 * a source path (the manifest's key) prefix; a renamed module is caught by the unit test
 * (tests/unit/offline/precacheGroups.test.ts), which checks every prefix against the source tree.
 */
export const SIGNED_IN_SIDE: ReadonlyArray<{ prefix: string; why: string; sharedChunk?: string }> = [
  { prefix: 'src/app/layouts/DashboardLayout', why: 'the dashboard frame: signed-in users only' },
  { prefix: 'src/app/layouts/chrome/SignedInActions', why: "a signed-in user's header menu" },
  { prefix: 'src/app/SignedInStartup', why: "a signed-in user's start-up loads" },
  { prefix: 'src/features/dashboard/', why: 'dashboard and its charts' },
  { prefix: 'src/features/profile/', why: "the customer's profile, sessions, staff alerts" },
  { prefix: 'src/features/cart/', why: 'the cart and the order form (signed in)' },
  { prefix: 'src/features/invoice/', why: 'invoices (signed in)' },
  { prefix: 'src/features/admin/', why: 'the admin panel' },
  { prefix: 'src/components/map/', why: 'the map: loaded when a map is shown' },
  { prefix: 'src/components/editor/', why: 'the rich-text editor (admin)' },
  { prefix: 'src/i18n/messages/', why: "the dashboard's and admin's message catalogues (the public ones are the language packs, src/i18n/packs/)" },
  // asked for after a sign-in; the admin screens import it too, so the build makes it a shared chunk
  { prefix: 'src/api/services/dashboard', why: "the dashboard's API: a signed-in user's calls", sharedChunk: 'dashboard' },
];

/**
 * Build files never downloaded ahead: the spreadsheet libraries (about 3 MB) only an import or an export
 * of a sheet runs, and the large app icons, which the browser fetches itself when the site is installed
 * (the pages show the favicon; the 192 px icon is the shortcuts').
 */
export const ON_USE = [/^assets\/sheetWorker-/, /^assets\/sheet\.worker-/, /^assets\/exceljs\.min-/, /^assets\/xlsx-/, /^icons\/(icon|maskable)-512\.png$/];

/** Parts of a public page loaded only on the reader's action: cached when first loaded, not ahead. */
export const ON_ACTION: ReadonlyArray<{ prefix: string; why: string; sharedChunk?: string }> = [
  { prefix: 'src/components/imagePreview/ImagePreview', why: 'the enlarged image: loaded on the first press of an image' },
  { prefix: 'src/components/comments/', why: "the comment thread: loaded when a post's comments scroll into view or a product's comments tab is opened" },
  { prefix: 'src/components/captcha/LocalCaptchaV2', why: 'the visible challenge: only after the invisible check failed' },
  { prefix: 'src/components/captcha/GoogleCaptchaV2', why: 'the visible challenge: only after the invisible check failed' },
  { prefix: 'src/components/guest/GuestDialog', why: 'the sign-in question: only when a guest adds to the cart' },
  { prefix: 'src/features/auth/CodeStep', why: "sign-in's code step: after the mobile was sent, which needs a connection anyway" },
];

/**
 * Whether a dynamic import's target is not followed: its source path (the manifest's key), or, for a
 * module the build put in a shared chunk (a key `_<name>-<hash>.js`), the chunk's name.
 */
const notAhead = (key: string, manifest: ViteManifest) =>
  [...SIGNED_IN_SIDE, ...ON_ACTION].some(({ prefix, sharedChunk }) => key.startsWith(prefix) || (sharedChunk !== undefined && key.startsWith('_') && (manifest[key] as ViteManifestChunk | undefined)?.name === sharedChunk));

/** The files (paths in the build, `assets/…`) the public site can load: the `shopper` group's assets. */
export function shopperAssets(manifest: ViteManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!entries.length) throw new Error('precache: the build manifest names no entry');
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key] as ViteManifestChunk | undefined;
    if (!chunk) throw new Error(`precache: the build manifest has no chunk ${key}`);
    files.add(chunk.file);
    // its styles, and the fonts and images they name (not a worker's script, which starts on use)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? []).filter((asset) => !asset.endsWith('.js'))]) files.add(file);
    queue.push(...(chunk.imports ?? []));
    queue.push(...(chunk.dynamicImports ?? []).filter((target) => !notAhead(target, manifest)));
  }
  return files;
}

/** The group of one file of the build (its path in the build, without a leading slash). */
export function fileGroup(url: string, shopper: ReadonlySet<string>): FileGroup {
  if (ON_USE.some((pattern) => pattern.test(url))) return 'on-use';
  return !url.startsWith('assets/') || shopper.has(url) ? 'shopper' : 'staff';
}
