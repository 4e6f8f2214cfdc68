/**
 * What a pre-rendered page carries for the app that hydrates it (RTK Query's server-rendering recipe):
 * the answers the server rendered the page with, as the cache held them, in
 * `<script type="application/json" id="page-state">` (JSON: the browser runs none of it). The app puts
 * them into its store before it hydrates (main.tsx), so its first render is the server's, and asks the
 * server for none of them. Dependency-free: the pre-render (scripts/prerender) writes it with the same names.
 */
import type { Locale } from '@/lib/locale';

export const PAGE_STATE_ID = 'page-state';

/**
 * How old a page's answers may be before the app asks for them again, right after it hydrated the page
 * with them: the pre-render runs after each build and on a schedule (every 30 minutes in
 * docs/prerender.md); a file left older than this (a stopped schedule) shows its prices and stock only
 * until the fresh answers are in.
 */
export const PAGE_STATE_MAX_AGE_MS = 60 * 60 * 1000;

export interface PageState {
  /** When the server rendered the page (ISO). */
  at: string;
  language: Locale;
  /** The RTK Query slice as its rehydration reads it: the answered (and failed) queries, no mutation, the tags they provide. */
  api: { queries: Record<string, unknown>; mutations: Record<string, never>; provided: { tags: Record<string, unknown>; keys: Record<string, unknown> } };
}

/** `value` as JSON that cannot end the `<script>` element it is written into. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's carried state, or null on a page that carries none (the app shell, the dev server). */
export function readPageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    // read as the JSON it is: anything may be missing until checked
    const state = JSON.parse(element.textContent) as { language?: unknown; at?: unknown; api?: { queries?: unknown; mutations?: unknown; provided?: { tags?: unknown; keys?: unknown } } } | null;
    const api = state?.api;
    const wellFormed =
      (state?.language === 'fa' || state?.language === 'en') &&
      typeof state.at === 'string' &&
      typeof api?.queries === 'object' &&
      typeof api.mutations === 'object' &&
      typeof api.provided?.tags === 'object' &&
      typeof api.provided.keys === 'object';
    return wellFormed ? (state as PageState) : null;
  } catch {
    return null;
  }
}
