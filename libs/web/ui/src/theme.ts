import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#0f7b4a';

/** One antd theme for host and remotes (the shell's ConfigProvider applies it). */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    colorSuccess: '#1a8f55',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Nastaliq Urdu', Arial, sans-serif",
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
  },
};
