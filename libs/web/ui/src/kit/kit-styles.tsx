import { BRAND_GREEN, TEXT_GOLD, TEXT_GREEN, TEXT_ORANGE, fontFamilyFor } from '../theme';
import { URDU_FONT_FACES } from '../urdu-font';

// The light kit's CSS: the antd look (same heights, radius, colours and focus ring as the brand
// theme) for the first-visit screens, without antd's runtime (docs/web-performance.md). Logical
// properties keep it right in Urdu (RTL).
const css = `
:root { --rpk-primary: ${BRAND_GREEN}; --rpk-primary-hover: #2a8a5c; --rpk-primary-active: #0a5c37; --rpk-primary-soft: #e6f3ec;
  --rpk-text: rgba(0,0,0,0.88); --rpk-text-2: rgba(0,0,0,0.55); --rpk-border: #d9d9d9; --rpk-border-2: #f0f0f0;
  --rpk-danger: #ff4d4f; --rpk-danger-text: #cf1322; --rpk-warning-text: #a56300; --rpk-radius: 8px; --rpk-control: 40px; }
.rpk-btn, .rpk-input, .rpk-field, .rpk-alert, .rpk-toast, .rpk-tag, .rpk-empty, .rpk-grid > * { box-sizing: border-box; }
body { margin: 0; color: var(--rpk-text); font-size: 14px; line-height: 1.5715; font-family: ${fontFamilyFor('en')}; }
a { color: var(--rpk-primary); text-decoration: none; transition: color .2s; }
a:hover { color: var(--rpk-primary-hover); }
a:focus-visible { outline: 2px solid rgba(15,123,74,0.45); outline-offset: 1px; border-radius: 2px; }
.rpk-title { margin: 0 0 12px; color: var(--rpk-text); font-weight: 600; line-height: 1.3; }
h1.rpk-title { font-size: 30px; } h2.rpk-title { font-size: 26px; } h3.rpk-title { font-size: 22px; } h4.rpk-title { font-size: 18px; }
.rpk-muted { color: var(--rpk-text-2); }
.rpk-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0; }
.rpk-text-danger { color: var(--rpk-danger-text); } .rpk-text-warning { color: var(--rpk-warning-text); }
.rpk-ellipsis { display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.rpk-clamp-2 { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.rpk-btn { position: relative; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: var(--rpk-control); padding: 0 15px; border: 1px solid var(--rpk-border); border-radius: var(--rpk-radius);
  background: #fff; color: var(--rpk-text); font: inherit; font-size: 14px; line-height: 1; white-space: nowrap;
  cursor: pointer; text-decoration: none; user-select: none; touch-action: manipulation;
  transition: color .2s, background .2s, border-color .2s, box-shadow .2s; box-shadow: 0 2px 0 rgba(0,0,0,0.02); }
.rpk-btn:hover { color: var(--rpk-primary-hover); border-color: var(--rpk-primary-hover); }
.rpk-btn:focus-visible { outline: 3px solid rgba(15,123,74,0.35); outline-offset: 1px; }
.rpk-btn-primary { background: var(--rpk-primary); border-color: var(--rpk-primary); color: #fff; box-shadow: 0 2px 0 rgba(5,145,80,0.1); }
.rpk-btn-primary:hover { background: var(--rpk-primary-hover); border-color: var(--rpk-primary-hover); color: #fff; }
.rpk-btn-primary:active { background: var(--rpk-primary-active); }
.rpk-btn-text { border-color: transparent; background: transparent; box-shadow: none; }
.rpk-btn-text:hover { background: rgba(0,0,0,0.04); border-color: transparent; color: var(--rpk-text); }
.rpk-btn-danger { color: var(--rpk-danger); border-color: var(--rpk-danger); }
.rpk-btn-lg { font-size: 16px; }
.rpk-btn-sm { height: 28px; padding: 0 8px; border-radius: 6px; }
.rpk-btn-block { display: flex; width: 100%; }
.rpk-btn-circle { width: var(--rpk-control); padding: 0; border-radius: 50%; }
.rpk-btn[disabled], .rpk-btn[aria-disabled='true'] { cursor: not-allowed; color: rgba(0,0,0,0.25); background: rgba(0,0,0,0.04); border-color: var(--rpk-border); box-shadow: none; }
.rpk-btn-loading { cursor: default; opacity: .75; pointer-events: none; }
.rpk-btn > svg, .rpk-icon { width: 1em; height: 1em; flex: none; }
.rpk-field { display: block; margin-bottom: 20px; }
.rpk-field-label { display: block; padding-bottom: 8px; color: var(--rpk-text); }
.rpk-field-help { display: block; margin-top: 4px; color: var(--rpk-text-2); font-size: 13px; }
.rpk-input { display: flex; align-items: center; gap: 6px; width: 100%; min-height: var(--rpk-control); padding: 0 11px;
  border: 1px solid var(--rpk-border); border-radius: var(--rpk-radius); background: #fff; transition: border-color .2s, box-shadow .2s; }
.rpk-input:hover { border-color: var(--rpk-primary-hover); }
.rpk-input:focus-within { border-color: var(--rpk-primary); box-shadow: 0 0 0 2px rgba(15,123,74,0.12); }
.rpk-input input, .rpk-input select { flex: 1 1 auto; min-width: 0; height: calc(var(--rpk-control) - 2px); border: 0; outline: 0; padding: 0;
  background: transparent; color: var(--rpk-text); font: inherit; font-size: 16px; }
.rpk-input-affix { display: inline-flex; color: var(--rpk-text-2); }
.rpk-input-error, .rpk-input-error:hover, .rpk-input-error:focus-within { border-color: var(--rpk-danger); }
.rpk-input-error:focus-within { box-shadow: 0 0 0 2px rgba(255,38,5,0.06); }
.rpk-field-error { display: block; margin-top: 4px; color: var(--rpk-danger-text); font-size: 14px; overflow-wrap: anywhere; }
.rpk-input-toggle { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin-inline-end: -6px;
  border: 0; border-radius: 6px; background: transparent; color: var(--rpk-text-2); cursor: pointer; }
.rpk-input-toggle:hover { color: var(--rpk-text); background: rgba(0,0,0,0.04); }
.rpk-select { position: relative; }
.rpk-select select { appearance: none; -webkit-appearance: none; cursor: pointer; padding-inline-end: 20px; font-size: 14px; }
.rpk-select::after { content: ''; position: absolute; inset-inline-end: 14px; top: 50%; width: 7px; height: 7px; margin-top: -6px;
  border: solid var(--rpk-text-2); border-width: 0 1.5px 1.5px 0; transform: rotate(45deg); pointer-events: none; }
.rpk-check { display: inline-flex; align-items: flex-start; gap: 8px; cursor: pointer; }
.rpk-check input { width: 16px; height: 16px; margin: 3px 0 0; accent-color: var(--rpk-primary); }
.rpk-alert { display: flex; gap: 8px; align-items: flex-start; padding: 9px 12px; border: 1px solid; border-radius: var(--rpk-radius); line-height: 1.5715; }
.rpk-alert-body { flex: 1 1 auto; min-width: 0; }
.rpk-alert-title { display: block; } .rpk-alert-desc { display: block; margin-top: 4px; color: var(--rpk-text-2); }
.rpk-alert-icon { flex: none; margin-top: 3px; }
.rpk-alert-error { background: #fff2f0; border-color: #ffccc7; } .rpk-alert-error .rpk-alert-icon { color: var(--rpk-danger); }
.rpk-alert-success { background: #f6ffed; border-color: #b7eb8f; } .rpk-alert-success .rpk-alert-icon { color: #52c41a; }
.rpk-alert-info { background: #e6f4ff; border-color: #91caff; } .rpk-alert-info .rpk-alert-icon { color: #1677ff; }
.rpk-alert-warning { background: #fffbe6; border-color: #ffe58f; } .rpk-alert-warning .rpk-alert-icon { color: #faad14; }
/* antd's Alert with a description; its success colours as antd derives them from the brand's colorSuccess */
.rpk-alert-lg { gap: 12px; padding: 20px 24px; border-radius: 10px; }
.rpk-alert-lg .rpk-alert-icon { display: flex; margin-top: 0; font-size: 24px; }
.rpk-alert-lg .rpk-alert-title { font-size: 16px; } .rpk-alert-lg .rpk-alert-desc { margin-top: 8px; color: var(--rpk-text); }
.rpk-alert-lg.rpk-alert-success { background: #c2cfc6; border-color: #77b590; } .rpk-alert-lg.rpk-alert-success .rpk-alert-icon { color: #1a8f55; }
.rpk-tag { display: inline-flex; align-items: center; gap: 4px; height: 22px; padding: 0 7px; border: 1px solid transparent; border-radius: 4px;
  font-size: 12px; line-height: 20px; white-space: nowrap; }
.rpk-tag-default { background: rgba(0,0,0,0.04); color: var(--rpk-text); }
.rpk-tag-gold { background: #fffbe6; color: ${TEXT_GOLD}; }
.rpk-tag-green { background: #f6ffed; color: ${TEXT_GREEN}; }
/* antd's preset tags (green, gold, orange) on their light backgrounds: antd takes the text colour
   from its palette (#389e0d 3.4:1, #d48806 2.8:1, #d46b08 3.3:1), which the theme's token cannot
   override for tags, so the AA colours are set here */
.ant-tag.ant-tag-green.ant-tag-green:not(.ant-tag-disabled):not(.ant-tag-solid) { color: ${TEXT_GREEN}; }
.ant-tag.ant-tag-gold.ant-tag-gold:not(.ant-tag-disabled):not(.ant-tag-solid) { color: ${TEXT_GOLD}; }
.ant-tag.ant-tag-orange.ant-tag-orange:not(.ant-tag-disabled):not(.ant-tag-solid) { color: ${TEXT_ORANGE}; }
.rpk-tag-blue { background: #e6f4ff; color: #0958d9; }
.rpk-tag-purple { background: #f9f0ff; color: #531dab; }
.rpk-tag-cyan { background: #e6fffb; color: #08979c; }
.rpk-tag-magenta { background: #fff0f6; color: #c41d7f; }
.rpk-tag-red { background: #fff1f0; color: #cf1322; }
.rpk-count { position: absolute; top: -6px; inset-inline-end: -8px; min-width: 16px; height: 16px; padding: 0 4px; border-radius: 8px;
  background: var(--rpk-danger); color: #fff; font-size: 11px; font-weight: 600; line-height: 16px; text-align: center; box-shadow: 0 0 0 1px #fff; }
.rpk-spinner { display: inline-block; width: 20px; height: 20px; border: 2.5px solid rgba(15,123,74,0.18); border-top-color: var(--rpk-primary);
  border-radius: 50%; animation: rpk-spin .8s linear infinite; vertical-align: middle; }
.rpk-spinner-lg { width: 36px; height: 36px; border-width: 3.5px; } .rpk-spinner-sm { width: 14px; height: 14px; border-width: 2px; }
.rpk-btn .rpk-spinner { width: 14px; height: 14px; border-width: 2px; border-color: currentColor; border-top-color: transparent; }
@keyframes rpk-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .rpk-spinner { animation-duration: 2.4s; } }
/* antd's active Skeleton: 16 px bars on a moving light gradient (title 38 % wide, the last line 61 %) */
.rpk-skeleton { display: block; }
.rpk-skeleton-bar { display: block; height: 16px; border-radius: 4px; background: linear-gradient(90deg, rgba(0,0,0,0.06) 25%, rgba(0,0,0,0.15) 37%, rgba(0,0,0,0.06) 63%);
  background-size: 400% 100%; animation: rpk-skeleton 1.4s ease infinite; }
.rpk-skeleton-title { width: 38%; }
.rpk-skeleton-line { width: 100%; margin-top: 16px; } .rpk-skeleton-title + .rpk-skeleton-line { margin-top: 28px; }
.rpk-skeleton-input { display: inline-block; height: var(--rpk-control); vertical-align: top; }
@keyframes rpk-skeleton { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .rpk-skeleton-bar { animation: none; } }
.rpk-grid { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 576px) { .rpk-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .rpk-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .rpk-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
/* antd Row gutter 16 with two Col xs=24 sm=12: one column on phones, two from 576 px */
.rpk-grid-2 { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 576px) { .rpk-grid-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* antd Row gutter 12 with Col xs=24 sm=12 lg=6 (the coin packs): two columns from 576 px, four from 992 px */
.rpk-grid-4 { display: grid; gap: 12px; grid-template-columns: 1fr; }
@media (min-width: 576px) { .rpk-grid-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .rpk-grid-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
/* antd's line Tabs: a hairline under the bar, a 2 px bar under the active tab; closer and smaller on phones */
.rpk-tabbar { position: relative; display: flex; gap: 32px; margin: 0 0 16px; overflow-x: auto; scrollbar-width: none; }
.rpk-tabbar::before { content: ''; position: absolute; inset-inline: 0; bottom: 0; border-bottom: 1px solid var(--rpk-border-2); }
.rpk-tabbar-tab { position: relative; flex: none; padding: 12px 0; border: 0; background: none; color: var(--rpk-text); font: inherit; font-size: 14px;
  line-height: 1.5714; cursor: pointer; transition: color .3s; }
.rpk-tabbar-tab:hover { color: var(--rpk-primary-hover); } .rpk-tabbar-tab[aria-selected='true'] { color: var(--rpk-primary); }
.rpk-tabbar-tab[aria-selected='true']::after { content: ''; position: absolute; inset-inline: 0; bottom: 0; height: 2px; background: var(--rpk-primary); }
.rpk-tabbar-tab:focus-visible { outline: 2px solid rgba(15,123,74,0.45); outline-offset: -2px; border-radius: 4px; }
@media (max-width: 575.98px) { .rpk-tabbar { gap: 12px; } .rpk-tabbar-tab { font-size: 13px; } }
/* antd Row gutter 24 with two Col xs=24 md=12 (the product page): two columns from 768 px */
.rpk-split { display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .rpk-split { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* antd Image's preview cover: a 30 % black veil over a clickable image on hover and keyboard focus */
.rpk-cover { position: relative; display: block; width: 100%; height: 100%; padding: 0; border: 0; background: none; cursor: pointer; }
.rpk-cover::after { content: ''; position: absolute; inset: 0; background: rgba(0,0,0,0.3); opacity: 0; transition: opacity .3s; pointer-events: none; }
.rpk-cover:hover::after, .rpk-cover:focus-visible::after { opacity: 1; }
.rpk-cover:focus-visible { outline: 3px solid rgba(15,123,74,0.35); outline-offset: -3px; }
.rpk-empty { padding: 32px 16px; text-align: center; }
.rpk-empty-title { display: block; margin-top: 8px; font-size: 16px; font-weight: 600; }
.rpk-empty-action { margin-top: 16px; }
.rpk-toasts { position: fixed; top: 64px; inset-inline: 0; z-index: 2000; display: flex; justify-content: center; pointer-events: none; padding: 0 12px; }
.rpk-toast { pointer-events: auto; display: flex; gap: 12px; align-items: flex-start; width: 384px; max-width: 100%; padding: 16px 20px;
  background: #fff; border-radius: var(--rpk-radius); box-shadow: 0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05);
  animation: rpk-toast-in .2s ease-out; touch-action: pan-y; transition: transform .15s ease-out, opacity .15s ease-out; }
.rpk-toast-icon { flex: none; width: 22px; height: 22px; margin-top: 1px; }
.rpk-toast-success .rpk-toast-icon { color: #52c41a; } .rpk-toast-destructive .rpk-toast-icon { color: var(--rpk-danger); } .rpk-toast-default .rpk-toast-icon { color: var(--rpk-primary); }
.rpk-toast-body { flex: 1 1 auto; min-width: 0; }
.rpk-toast-title { display: block; font-size: 16px; font-weight: 500; line-height: 1.5; }
.rpk-toast-desc { display: block; margin-top: 4px; }
.rpk-toast-close { flex: none; width: 22px; height: 22px; padding: 0; border: 0; border-radius: 4px; background: transparent; color: var(--rpk-text-2); cursor: pointer; font-size: 18px; line-height: 1; }
.rpk-toast-close:hover { background: rgba(0,0,0,0.06); color: var(--rpk-text); }
@keyframes rpk-toast-in { from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; } }
/* Urdu: the Urdu web font (native controls do not inherit fonts); its dots and marks need taller
   lines than Latin; the script has no italic */
${URDU_FONT_FACES}
html[lang="ur"] :is(body, button, input, select, textarea) { font-family: ${fontFamilyFor('ur')}; }
html[lang="ur"] body { line-height: 1.9; }
html[lang="ur"] :is(p, li, label, dd, dt, .ant-typography, .ant-card-meta-description, .ant-steps-item-content, .ant-collapse-header,
  .rpk-alert, .rpk-toast-title, .rpk-field-help, .rpk-field-error, .rpk-field-label) { line-height: 1.9; }
html[lang="ur"] :is(h1, h2, h3, h4, h5, h6, .rpk-title) { line-height: 1.7; }
html[lang="ur"] :is(i, em) { font-style: normal; }
/* antd's right-to-left class sets direction on every Typography element, overriding its own
   dir="ltr" (a phone, an order number, a reference inside an Urdu page): the attribute wins */
.ant-typography[dir="ltr"] { direction: ltr; unicode-bidi: isolate; }
`;

export function KitStyles() {
  return <style>{css}</style>;
}
