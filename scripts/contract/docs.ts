/**
 * The HTML reference of the contract is one file that works from disk, with no network: Redoc's
 * script is inlined (`redocly build-docs --inlineBundle`; without it the page loads Redoc from a CDN).
 * `externalLoads` lists what a page would fetch from another host (scripts, stylesheets, fonts,
 * images, frames, CSS `url()` and `@import`, a module's import); links a reader may follow are not loads.
 * Pure (no Node imports): the unit test reads it too.
 */
export function externalLoads(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script\b[^>]*\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /<link\b[^>]*\bhref\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /<(?:img|iframe|source|video|audio|embed)\b[^>]*\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi,
    /@import\s+(?:url\()?\s*["']((?:https?:)?\/\/[^"']+)/gi,
    // a module script's import from a CDN (build-docs without inlineBundle: `import { hydrate } from "https://…"`)
    /\bimport\s*(?:\(\s*|[\w{},*\s]+\bfrom\s*)["']((?:https?:)?\/\/[^"']+)/gi,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The environment Redocly's CLI runs in: no usage data sent, no update check. */
export const REDOCLY_ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } as const;

export const DOCS_TITLE = 'Nature Shop API — contract reference';
