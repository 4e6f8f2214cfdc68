import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Component name (as in the route tree) → lazily loaded screen. Every feature's `screens.ts` exports
 * one; the app's registry (src/app/router/registry.ts) merges them. It lives below the features so a
 * feature never imports from app.
 */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType>>;
