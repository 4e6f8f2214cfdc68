/**
 * main.tsx's start-up stages, one chunk at a time.
 *
 * Importing a stage evaluates, in one task, every chunk it needs that has not run yet: the store's
 * stage is Redux Toolkit, RTK Query, immer and zod together (12 to 16 ms on a desktop, 50 to 60 at a
 * slow phone's 4× CPU), preloadRoute's brings antd's theme and style engine with it (15 to 20 ms).
 * The build lists each stage's chunks in the order the engine would evaluate them, dependencies first
 * (scripts/boot/plugin.ts, `entry.stages`), and the boot script leaves that list here; the app
 * imports them one by one, each in a task of its own, before it imports the stage itself, which then
 * finds everything evaluated. The same modules run in the same order; only the tasks are shorter.
 * Without the list (the dev server, a page the boot script did not start) a stage is imported whole.
 */
// relative: the boot script (bundled on its own, without the app's aliases) reads STAGES from here
import { nextTask } from '../../lib/tasks';

export const STAGES = '__bootStages';

/** main.tsx's dynamic imports, by the names the build keys their chunks with. */
export type StageName = 'react-dom/client' | './app/store' | './app/preloadRoute' | './app/App';

export type Stages = Partial<Record<StageName, string[]>>;

const importChunk = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** Evaluates stage `name`'s chunks one per task (the boot script's list); resolves when all have run. */
export async function evaluateStage(name: StageName, load: (url: string) => Promise<unknown> = importChunk): Promise<void> {
  const stages = (window as unknown as Record<string, Stages | undefined>)[STAGES];
  for (const url of stages?.[name] ?? []) {
    // a chunk that fails to load fails the stage's own import, which reports it as before
    await load(url).catch(() => undefined);
    await nextTask();
  }
}
