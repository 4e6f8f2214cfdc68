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
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render asks again
        throw error;
      },
    );
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
