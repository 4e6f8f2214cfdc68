/**
 * A short fingerprint of a theme seed: 32-bit FNV-1a of its JSON (key order included, as antd hashes
 * tokens in key order). src/app/theme-map-token.json names the seed it was made from by it.
 */
export function seedFingerprint(seed: object): string {
  const text = JSON.stringify(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}-${(hash >>> 0).toString(16)}`;
}
