import type { ComponentType, LazyExoticComponent } from 'react';

/** Component name (as in the route tree) → lazily loaded screen. */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType>>;
