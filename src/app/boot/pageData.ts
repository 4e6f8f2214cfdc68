/**
 * The answers a pre-rendered page carries (scripts/prerender writes them into its head as
 * `<script type="application/json" id="page-data">`): the page's first calls as the pre-render read
 * them, by callKey (publicPages.ts). The boot script hands them to the app as its early answers
 * instead of asking the API again, so the take-over renders from what the page already shows, and the
 * first request a phone's connection carries is not the same data a second time. Dependency-free (the
 * boot script bundles it).
 */
import type { Locale } from '../../lib/locale';

export const PAGE_DATA_ID = 'page-data';

/**
 * How old a page's answers may be and still be taken: the pre-render runs after each build and on a
 * schedule (every 30 minutes in the README's example); a file left older than this (a stopped
 * schedule) has its answers asked again.
 */
export const PAGE_DATA_MAX_AGE_MS = 60 * 60 * 1000;

export interface PageData {
  /** When the pre-render read them (ISO). */
  at: string;
  language: Locale;
  /** The answer bodies as the API sent them, by callKey. */
  answers: Record<string, unknown>;
}

/** The page's answers in `language` when they are fresh enough, else null. */
export function readPageData(language: Locale, now = Date.now()): Record<string, unknown> | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData> | null;
    const age = now - Date.parse(data?.at ?? '');
    if (data?.language !== language || !(age >= -60_000 && age <= PAGE_DATA_MAX_AGE_MS) || typeof data.answers !== 'object') return null;
    return data.answers;
  } catch {
    return null;
  }
}

/** An answer body as the Response the app's fetch would have given (read as JSON by the baseQuery). */
export function answerResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
