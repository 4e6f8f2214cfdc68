/**
 * What a pre-rendered page's head carries for the app besides the SEO tags:
 * - its first calls' answers (src/app/boot/pageData.ts), which the boot script hands to the app instead
 *   of asking the API again: the calls of src/app/boot/publicPages.ts this page makes, and that the
 *   pre-render read while rendering it (recorded by `recording`);
 * - a preload of the image it shows first and largest (shell.ts FIRST_IMAGES), with the srcset and
 *   sizes its markup offers, at high priority.
 */
import type { Locale } from '@/lib/locale';
import { callKey, PAGE_CALLS, type EarlyCall } from '@/app/boot/publicPages';
import { PAGE_DATA_ID, type PageData } from '@/app/boot/pageData';
import { FIRST_IMAGES } from '@/app/boot/shell';
import { PUBLIC_ROUTES } from '@/app/boot/publicRoutes';
import { imageSources } from '@/lib/responsiveImage';
import type { Api } from './api';
import { html, scriptJson } from './escape';
import { pageAddress, type PageRef } from './pages';

/** The answers a page's render read, by callKey, and the API that records them. */
export function recording(api: Api): { api: Api; answers: Map<string, unknown> } {
  const answers = new Map<string, unknown>();
  return {
    answers,
    api: async (call, schema, language) => {
      const answer = await api(call, schema, language);
      answers.set(callKey(call, language), answer.body);
      return answer;
    },
  };
}

/** The page's early calls (their follow-ups included) the render read: their answers by key, and by the shell's names. */
function carriedAnswers(ref: PageRef, language: Locale, homeCategoryIds: readonly string[], recorded: ReadonlyMap<string, unknown>) {
  const answers: Record<string, unknown> = {};
  const named: Record<string, unknown> = {};
  const walk = (calls: readonly EarlyCall[]) => {
    for (const call of calls) {
      const key = callKey(call, language);
      if (!recorded.has(key)) continue;
      const body = recorded.get(key);
      answers[key] = body;
      if (call.name) named[call.name] = body;
      if (call.then) walk(call.then(body));
    }
  };
  // the calls the boot script makes at the page's address (a list's page is in its query)
  const search = pageAddress(ref).split('?')[1] ?? '';
  walk(PAGE_CALLS[ref.route](ref.segment, { language, homeCategoryIds, search: search ? `?${search}` : '' }));
  return { answers, named };
}

/** The head's additions for the app: the first image's preload and the page's answers (nothing when it has neither). */
export function pageDataHtml(ref: PageRef, language: Locale, apiUrl: string, homeCategoryIds: readonly string[], recorded: ReadonlyMap<string, unknown>, now = new Date()): string {
  const { answers, named } = carriedAnswers(ref, language, homeCategoryIds, recorded);
  const images = FIRST_IMAGES[PUBLIC_ROUTES[ref.route].screen]?.(named) ?? [];
  const preloads = images.map(({ id, kind, media }) => {
    const { src, srcSet, sizes } = imageSources(apiUrl, id, kind);
    return `<link rel="preload" as="image" href="${html(src)}" imagesrcset="${html(srcSet)}" imagesizes="${html(sizes)}"${media ? ` media="${html(media)}"` : ''} fetchpriority="high">`;
  });
  const data: PageData = { at: now.toISOString(), language, answers };
  const carried = Object.keys(answers).length ? [`<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`] : [];
  return [...preloads, ...carried].map((tag) => `    ${tag}\n`).join('');
}
