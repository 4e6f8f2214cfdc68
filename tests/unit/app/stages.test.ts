/**
 * The app's start-up stages, one chunk per task: the build lists each stage's chunks in the engine's
 * order (scripts/boot/plugin.ts startStages) and the app imports them one by one (src/app/boot/stages.ts).
 */
import { startStages } from '../../../scripts/boot/plugin';
import { evaluateStage, STAGES } from '@/app/boot/stages';
import { stepTasks } from '../../utils/stepTasks';

type Bundle = Parameters<typeof startStages>[0];

/** A bundle of chunks: file → [facade module, modules, static imports, dynamic imports]. */
function bundle(chunks: Record<string, { facade?: string; modules?: string[]; imports?: string[]; dynamic?: string[]; entry?: boolean }>): Bundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: Boolean(c.entry),
        facadeModuleId: c.facade ?? null,
        moduleIds: c.modules ?? (c.facade ? [c.facade] : []),
        imports: c.imports ?? [],
        dynamicImports: c.dynamic ?? [],
      },
    ]),
  ) as unknown as Bundle;
}

const app = (path: string) => `/root/src/app/${path}`;

describe('the build’s start-up stages', () => {
  const chunks = bundle({
    'index.js': { entry: true, facade: '/root/src/main.tsx', imports: ['react.js'], dynamic: ['client.js', 'store.js', 'preload.js', 'App.js'] },
    'react.js': {},
    // react-dom/client shares its chunk: found by the modules it holds
    'client.js': { modules: ['/root/node_modules/react-dom/cjs/x.js', '/root/node_modules/react-dom/client.js'], imports: ['react.js'] },
    'store.js': { facade: app('store.ts'), imports: ['rtk.js', 'zod.js'] },
    'rtk.js': { imports: ['immer.js'] },
    'immer.js': {},
    'zod.js': {},
    'preload.js': { facade: app('preloadRoute.ts'), imports: ['registry.js', 'zod.js'] },
    'registry.js': { imports: ['antd.js', 'store.js'] },
    'antd.js': { imports: ['react.js'] },
    'App.js': { facade: app('App.tsx'), imports: ['antd.js', 'router.js'] },
    'router.js': {},
  });

  it('lists each stage’s chunks depth first, each after what it imports, without the entry’s or an earlier stage’s', () => {
    expect(startStages(chunks, '/assets/')).toEqual({
      'react-dom/client': ['/assets/client.js'],
      './app/store': ['/assets/immer.js', '/assets/rtk.js', '/assets/zod.js', '/assets/store.js'],
      './app/preloadRoute': ['/assets/antd.js', '/assets/registry.js', '/assets/preload.js'],
      './app/App': ['/assets/router.js', '/assets/App.js'],
    });
  });

  it('stops a build whose main.tsx no longer imports a stage', () => {
    const { 'App.js': _, ...rest } = chunks as Record<string, unknown>;
    const entry = rest['index.js'] as { dynamicImports: string[] };
    expect(() => startStages({ ...rest, 'index.js': { ...entry, dynamicImports: ['client.js', 'store.js', 'preload.js'] } } as unknown as Bundle, '/')).toThrow(/no chunk for its start-up stage \.\/app\/App/);
  });
});

describe('evaluating a stage', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[STAGES];
    vi.unstubAllGlobals();
  });

  it('imports the boot script’s list in order, one chunk per task, and goes on past a chunk that fails', async () => {
    (window as unknown as Record<string, unknown>)[STAGES] = { './app/store': ['/a.js', '/b.js', '/c.js'] };
    const imported: string[] = [];
    const load = vi.fn((url: string) => {
      imported.push(url);
      return url === '/b.js' ? Promise.reject(new Error('offline')) : Promise.resolve({});
    });
    const tasks = stepTasks();
    const flush = async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    let done = false;
    void evaluateStage('./app/store', load).then(() => (done = true));
    await flush();
    // the first chunk at once, then one per task: the page gets its turn between two chunks
    const seen = [imported.length];
    while (tasks.length) {
      tasks.shift()!();
      await flush();
      seen.push(imported.length);
    }
    expect(imported).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(seen).toEqual([1, 2, 3, 3]);
    expect(done).toBe(true);
  });

  it('without a list (the dev server) imports nothing itself', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    await evaluateStage('./app/App', load);
    expect(load).not.toHaveBeenCalled();
  });
});
