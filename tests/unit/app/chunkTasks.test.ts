/**
 * The app's modules evaluated one chunk per task (src/app/boot/chunkTasks.ts), from the module preloads
 * the build writes for the app's start in the order the engine evaluates them (scripts/boot/plugin.ts).
 */
import type { Rollup } from 'vite';
import { evaluateInTasks, preloadedChunks } from '@/app/boot/chunkTasks';
import { startPreloads } from '../../../scripts/boot/plugin';

/** Resolves once the microtasks queued so far (and those they queue) have run, but no task. */
const microtasksDone = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('evaluating the app’s chunks', () => {
  it('imports each chunk in a task of its own, in order, and goes on past a chunk that does not load', async () => {
    const loaded: string[] = [];
    const load = (url: string) => {
      loaded.push(url);
      return url === '/b.js' ? Promise.reject(new Error('404')) : Promise.resolve();
    };
    const done = evaluateInTasks(['/a.js', '/b.js', '/c.js'], load);
    await microtasksDone();
    // the next chunk waits for the next task: the page paints and answers input in between
    expect(loaded).toEqual(['/a.js']);
    await done;
    expect(loaded).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('reads the page’s module preloads in the document’s order', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" href="/assets/one.js"><link rel="stylesheet" href="/assets/style.css"><link rel="modulepreload" href="/assets/two.js">',
    );
    try {
      expect(preloadedChunks().map((url) => new URL(url).pathname)).toEqual(['/assets/one.js', '/assets/two.js']);
    } finally {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });
});

describe('the start’s module preloads (the build)', () => {
  const css = (...files: string[]) => ({ importedCss: new Set(files), importedAssets: new Set<string>() }) as unknown as Rollup.OutputChunk['viteMetadata'];
  const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
    ({ type: 'chunk', fileName, imports, dynamicImports: [], isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rollup.OutputChunk;
  const bundle = (chunks: Rollup.OutputChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle;

  it('lists the start’s chunks each after the chunks it imports, the start last, without what the entry imports itself; their stylesheets linked before them', () => {
    const html = startPreloads(
      bundle([
        chunk('assets/index.js', ['assets/runtime.js'], { isEntry: true, dynamicImports: ['assets/main.js', 'assets/admin.js'] }),
        chunk('assets/runtime.js', []),
        chunk('assets/main.js', ['assets/react.js', 'assets/store.js', 'assets/runtime.js'], {
          facadeModuleId: '/repo/src/main.tsx',
          viteMetadata: css('assets/main.css'),
        }),
        chunk('assets/store.js', ['assets/immer.js', 'assets/react.js'], { viteMetadata: css('assets/store.css') }),
        chunk('assets/react.js', ['assets/runtime.js']),
        chunk('assets/immer.js', []),
        chunk('assets/admin.js', ['assets/react.js'], { facadeModuleId: '/repo/src/admin/index.tsx' }),
      ]),
      '/',
    );
    const files = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(files).toEqual(['/assets/react.js', '/assets/immer.js', '/assets/store.js', '/assets/main.js']);
    const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(styles).toEqual(['/assets/store.css', '/assets/main.css']);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('fails the build when the entry does not import the start', () => {
    expect(() => startPreloads(bundle([chunk('assets/index.js', [], { isEntry: true })]), '/')).toThrow(/imports no chunk of src\/main\.tsx/);
  });
});
