import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen that can be started before it renders (`preload`). */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Starts loading the chunk; once it resolved, the first render does not suspend. */
  preload?: () => Promise<unknown>;
};

/**
 * Component name (as in the route tree) → lazily loaded screen. Every feature's `screens.ts` exports
 * one; the app's registry (src/app/router/registry.ts) merges them. It lives below the features so a
 * feature never imports from app.
 */
export type ScreenMap = Record<string, LazyScreen>;

/**
 * What a screen's module may export beside its component: `preloadParts` loads the lazy parts its
 * first view renders (made with lazyScreen too), for a pre-rendered page that is about to hydrate.
 */
export interface ScreenModule {
  preloadParts?: () => Promise<unknown>;
}

/** Loads the lazy parts of a screen whose module `preload()` resolved with (none: at once). */
export const preloadScreenParts = (module: unknown): Promise<unknown> | undefined => (module as ScreenModule | undefined)?.preloadParts?.();

/** The screens' chunk loads under way (started by a render or a preload and not yet settled). */
const underWay = new Set<Promise<unknown>>();

/**
 * Resolves once every screen load under way has settled (those started meanwhile too). The unit tests
 * wait for it at the end of each file: the router asks for a screen as soon as its route matches, and a
 * load still running when the test environment is torn down leaves its modules half-evaluated for the
 * next file in the same worker.
 */
export async function screenLoadsSettled(): Promise<void> {
  while (underWay.size) await Promise.allSettled([...underWay]);
}

/**
 * `React.lazy` with `preload()`: a screen whose chunk was preloaded renders at once. (React's lazy
 * suspends on its first render even when the module is already loaded, and a Suspense fallback
 * committed for that instant shows a spinner for at least 300 ms; given a thenable that resolves
 * synchronously, lazy reads the module without suspending.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React's own lazy() has
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> & { preload: () => Promise<unknown> } {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    if (loading) return loading;
    loading = load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render asks again
        throw error;
      },
    );
    const done = (): void => void underWay.delete(settled);
    const settled: Promise<void> = loading.then(done, done);
    underWay.add(settled);
    return loading;
  };
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const resolved: PromiseLike<{ default: T }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never,
    };
    return resolved as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload });
}
