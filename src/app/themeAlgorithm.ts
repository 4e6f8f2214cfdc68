/**
 * antd's default theme algorithm (seed token → map token: the palettes, sizes and colours every
 * component reads), answered from the build for the app's own seed. antd runs it in the first render
 * of every page (cssinjs `useCacheToken`): about 8 ms on a desktop, 30 ms and more at a slow phone's
 * CPU, inside one long task. `src/app/theme-map-token.json` is its output for appTheme's seed (the keys
 * it adds or changes; written by `npm run styles:antd` with the public pages' stylesheet). Any other
 * seed (an antd upgrade that changes the defaults, a theme changed without regenerating) is computed
 * as before; the map token, and so every hash and CSS variable, is the same either way.
 * tests/unit/app/themeAlgorithm.test.tsx fails when the file is stale or the app no longer takes it.
 */
import type { ThemeConfig } from 'antd';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import precomputed from './theme-map-token.json';
import { appTheme } from './theme';
import { seedFingerprint } from './themeSeed';

export function appAlgorithm(seed: SeedToken): MapToken {
  // the algorithm's own result is `{ ...seed, <what it adds or changes> }`: the same keys, values and order
  if (seedFingerprint(seed) === precomputed.seed) return { ...seed, ...precomputed.added } as unknown as MapToken;
  return defaultAlgorithm(seed);
}

/** The theme the app renders with: appTheme, its map token taken from the build. */
export const runtimeTheme: ThemeConfig = { ...appTheme, algorithm: appAlgorithm };
