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
    // a hovered link darkens (8.5:1 on white) instead of antd's lighter shade of the seed (#699679, 3.4:1)
    colorLinkHover: '#1d5737',
    borderRadius: 8,
    // descriptions, counts and hints: 0.62 black reads 5.9:1 on white (antd's 0.45 is 3.4:1, under WCAG AA)
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // WCAG 2.2 AA contrast (4.5:1 for text): descriptions' labels and other tertiary text (0.45 → 0.62)
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // the light backgrounds antd derives from a dark seed are grey (#b1bdb4: the selected menu item read
    // 2.6:1); each status colour is dark enough to read 4.5:1 on its own light background (tags, alerts,
    // selected menu items, badges) and on white
    colorPrimaryBg: '#eef6f0',
    colorSuccess: '#2b7a3d',
    colorSuccessBg: '#f0f8f1',
    colorWarning: '#8f5600',
    colorWarningBg: '#fffbe6',
    colorError: '#c9252b',
    colorErrorBg: '#fff2f0',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    fontFamily:
      "Vazirmatn, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // switches (the lists' publish toggles) are 24 px high targets (WCAG 2.5.8), the small ones too
    Switch: { trackHeight: 24, handleSize: 20, trackMinWidth: 48, trackHeightSM: 24, handleSizeSM: 20, trackMinWidthSM: 44 },
  },
};
