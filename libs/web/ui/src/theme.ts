import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#0f7b4a';

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
    borderRadius: 8,
    fontFamily: BASE_FONT_STACK,
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
  },
};

// antd components set their own font-family from the token, so Urdu needs its stack there too
const urduTheme: ThemeConfig = { ...brandTheme, token: { ...brandTheme.token, fontFamily: URDU_FONT_STACK } };

/** The brand theme in the language's font stack (one object per language: a stable context value). */
export function brandThemeFor(language: string): ThemeConfig {
  return language === 'ur' ? urduTheme : brandTheme;
}
