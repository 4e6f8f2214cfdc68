/**
 * Which addresses from server content may become links or images. Pure functions, no DOM.
 * Links: http(s), mailto, tel and same-site relative paths; never `javascript:`, `data:`, `vbscript:`
 * or any other scheme. Images: http(s), relative, and raster `data:image/...` (Quill embeds pasted
 * images that way), never SVG data.
 */

// eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a scheme
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const RASTER_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** The scheme of an address as a browser would read it (spaces and control characters ignored), or null for a relative one. */
export function urlScheme(value: string): string | null {
  const compact = value.replace(CONTROL_OR_SPACE, '');
  const match = SCHEME.exec(compact);
  return match ? match[1].toLowerCase() : null;
}

/** True when `href` may be a link target in server content. */
export function isSafeLinkHref(href: string): boolean {
  const scheme = urlScheme(href);
  if (scheme === null) return true;
  return LINK_SCHEMES.has(scheme);
}

/** True when `src` may be an image source in server content. */
export function isSafeImageSrc(src: string): boolean {
  const scheme = urlScheme(src);
  if (scheme === null) return true;
  if (scheme === 'http' || scheme === 'https') return true;
  return scheme === 'data' && RASTER_DATA_IMAGE.test(src.trim());
}

/** True when `href` points to another origin than `origin` (relative paths never do). */
export function isOtherOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * A website field (projects, stores) as a link target: the absolute http(s) address, or null when the
 * value is anything else (then it is shown as plain text, never as a link).
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const scheme = urlScheme(trimmed);
  if (scheme !== 'http' && scheme !== 'https') return null;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host ? trimmed : null;
  } catch {
    return null;
  }
}
