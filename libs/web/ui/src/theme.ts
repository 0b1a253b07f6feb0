import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#0f7b4a';
/** Selected rows and menu items: BRAND_GREEN text on it is 4.6:1. */
export const BRAND_GREEN_SOFT = '#e6f3ec';
/** Text colours that pass WCAG AA (4.5:1) on white and on their tag backgrounds (#f6ffed, #fffbe6). */
export const TEXT_GREEN = '#2f840b';
export const TEXT_GOLD = '#9d6504';
export const TEXT_ORANGE = '#af5807';
/** Prices and amounts in green: 4.6:1 or more on white and on the page grey. */
export const PRICE_GREEN = '#1a8146';
/** Solid green buttons, chat bubbles and cards with white text: 4.6:1. */
export const SOLID_GREEN = '#12863d';

/** The Urdu web font (urdu-font.ts has its @font-face rules and why this one). */
export const URDU_FONT_FAMILY = 'Noto Naskh Arabic';
const BASE_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";
/** Urdu names the Urdu web font first: it covers only Arabic script, so Latin text keeps the system font. */
const URDU_FONT_STACK = `'${URDU_FONT_FAMILY}', ${BASE_FONT_STACK}`;

export function fontFamilyFor(language: string): string {
  return language === 'ur' ? URDU_FONT_STACK : BASE_FONT_STACK;
}

/** One antd theme for host and remotes (the shell's ConfigProvider applies it). */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    colorSuccess: '#1a8f55',
    // WCAG AA (4.5:1): antd's greys and preset text colours, darkened within their hue, so that
    // secondary text, labels, tags and danger buttons read on white and on the light page grey
    colorTextTertiary: 'rgba(0,0,0,0.58)',
    colorTextDescription: 'rgba(0,0,0,0.58)',
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    colorError: '#d9363e',
    // antd derives the selected-item background from the primary: for this dark green a grey
    // (#abbab1) that leaves the selected menu item's text at 2.6:1; the brand's soft green gives 4.6:1
    controlItemBgActive: BRAND_GREEN_SOFT,
    borderRadius: 8,
    fontFamily: BASE_FONT_STACK,
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
    Menu: { itemSelectedBg: BRAND_GREEN_SOFT },
  },
};

// antd components set their own font-family from the token, so Urdu needs its stack there too
const urduTheme: ThemeConfig = { ...brandTheme, token: { ...brandTheme.token, fontFamily: URDU_FONT_STACK } };

/** The brand theme in the language's font stack (one object per language: a stable context value). */
export function brandThemeFor(language: string): ThemeConfig {
  return language === 'ur' ? urduTheme : brandTheme;
}
