/**
 * The app's modules are evaluated one chunk per task before it starts (src/entry.ts).
 *
 * A module script evaluates everything it imports statically in one task: for this app that was React,
 * Redux Toolkit and RTK Query, the API's schemas, antd's style engine and the store, 70-95 ms on a
 * desktop and several times that on a phone, a task the phone could neither paint nor answer a tap in.
 * The page lists the chunks it needs as module preloads, each after the chunks it imports (Vite's own
 * for the entry, scripts/boot/plugin.ts for the app's start, the pre-render's for the page's screen);
 * importing them in that order, one per task, runs the same modules in the same order, each chunk in a
 * short task of its own, and main.tsx then finds them evaluated. A page without the list (the dev
 * server) starts at once.
 */
import { nextTask } from '../../lib/tasks';

/** The page's module preloads, in the document's order. */
export function preloadedChunks(doc: Document = document): string[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);
}

const importChunk = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** Imports each of `urls` in a task of its own, in order; resolves once all have run. */
export async function evaluateInTasks(urls: readonly string[], load: (url: string) => Promise<unknown> = importChunk): Promise<void> {
  for (const url of urls) {
    // a chunk that does not load fails the import of what needs it (main.tsx's), which reports it
    await load(url).catch(() => undefined);
    await nextTask();
  }
}
