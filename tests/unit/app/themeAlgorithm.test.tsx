/**
 * The app's theme takes its map token from src/app/theme-map-token.json (src/app/themeAlgorithm.ts):
 * the file must be exactly what antd's algorithm derives, the app must actually take it (the seed antd
 * hands over matches), and the styles antd generates must not change by a byte. Fix: `npm run styles:antd`.
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, type ThemeConfig } from 'antd';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { SeedToken } from 'antd/es/theme/interface';
import precomputed from '@/app/theme-map-token.json';
import { appTheme } from '@/app/theme';
import { appAlgorithm, runtimeTheme } from '@/app/themeAlgorithm';
import { seedFingerprint } from '@/app/themeSeed';

/** Everything antd's CSS-in-JS writes for a Button (its styles and the theme's CSS variables) under `theme`. */
function stylesUnder(theme: ThemeConfig): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme}>
        <Button type="primary">b</Button>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}

/** The seed antd hands the app's algorithm when it renders with the app's theme. */
function seedAntdHandsOver(): SeedToken {
  const seeds: SeedToken[] = [];
  stylesUnder({
    ...runtimeTheme,
    algorithm: (seed: SeedToken) => {
      seeds.push(seed);
      return appAlgorithm(seed);
    },
  });
  expect(seeds.length).toBeGreaterThan(0);
  return seeds[0];
}

describe('the theme’s map token, from the build', () => {
  it('is taken at run time: antd hands the app’s algorithm exactly the seed the file was made from', () => {
    expect(seedFingerprint(seedAntdHandsOver())).toBe(precomputed.seed);
  });

  it('is what antd’s default algorithm derives from that seed, key for key and in order (else: npm run styles:antd)', () => {
    const seed = seedAntdHandsOver();
    const derived = defaultAlgorithm(seed);
    expect(Object.keys(derived).length).toBeGreaterThan(300);
    expect(JSON.stringify(appAlgorithm(seed))).toBe(JSON.stringify(derived));
  });

  it('answers another seed with antd’s own algorithm', () => {
    const other = { ...seedAntdHandsOver(), colorPrimary: '#123456' };
    expect(seedFingerprint(other)).not.toBe(precomputed.seed);
    expect(appAlgorithm(other)).toEqual(defaultAlgorithm(other));
  });

  it('changes nothing antd writes: the same class hashes, styles and CSS variables as antd’s own algorithm', () => {
    const own = stylesUnder(appTheme);
    expect(own).toContain('--ant-color-primary');
    expect(stylesUnder(runtimeTheme)).toBe(own);
  });
});
