/**
 * The antd theme of the whole app (Providers.tsx) and of the build-time stylesheet of the public
 * pages' antd components (scripts/antdStyles.tsx): both must hash the same, so they share this object.
 */
import type { ThemeConfig } from 'antd';

export const appTheme: ThemeConfig = {
  // a fixed key: the CSS variables' scope class is the same in the stylesheet and at run time
  cssVar: { key: 'shop-theme' },
  token: {
    colorPrimary: '#2f7d4f',
    colorLink: '#2f7d4f',
    borderRadius: 8,
    // descriptions, counts and hints: 0.62 black reads 5.9:1 on white (antd's 0.45 is 3.4:1, under WCAG AA)
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    fontFamily:
      "Vazirmatn, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
