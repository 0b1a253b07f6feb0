import naskhArabic400 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';
import naskhArabic700 from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2';
import naskhRanges from '@fontsource/noto-naskh-arabic/unicode.json';
import { URDU_FONT_FAMILY } from './theme';

/**
 * The Urdu web font: Noto Naskh Arabic, only its Arabic-script subset (fontsource's unicode-range),
 * regular and bold. Many phones have no font with Urdu's own letters (ہ ے ں ٹ ڈ ڑ) and drew
 * boxes. Naskh rather than Nastaliq: a much smaller download per weight (docs/i18n.md; the sizes:
 * bench/README.md, *Figures once quoted in code comments*) and it stays readable at the 12-14 px of
 * buttons, tags and captions on a phone, inside the kit's fixed control heights.
 *
 * The @font-face rules are always in the page but cost nothing in English: a browser downloads a
 * web font only when it draws a character of its unicode-range with a font-family list that
 * names it, and only `html[lang="ur"]` names it (see `fontFamilyFor`).
 */
const face = (weight: number, url: string) =>
  `@font-face { font-family: '${URDU_FONT_FAMILY}'; font-style: normal; font-weight: ${weight}; font-display: swap;
  src: url(${url}) format('woff2'); unicode-range: ${naskhRanges.arabic}; }`;

export const URDU_FONT_FACES = [face(400, naskhArabic400), face(700, naskhArabic700)].join('\n');
