import { BRAND_GREEN } from '@resellpk/web-ui';

// Plain CSS for the chrome: media queries keep the phone layout right on first paint (no JS
// breakpoint flash). Logical properties (inset-inline, margin-inline) make RTL work unchanged.
const css = `
.rpk-shell { min-height: 100vh; display: flex; flex-direction: column; background: #f6f8f7; overflow-x: clip; }
.rpk-shell.rpk-with-tabs { padding-bottom: calc(64px + env(safe-area-inset-bottom)); }
.rpk-topbar { position: sticky; top: 0; z-index: 100; background: #fff; border-bottom: 1px solid #e3e9e5; }
.rpk-topbar-inner { max-width: 1200px; margin: 0 auto; height: 56px; padding: 0 12px; display: flex; align-items: center; gap: 4px; }
.rpk-spacer { flex: 1 1 auto; min-width: 0; }
.rpk-nav-link { display: inline-flex; align-items: center; height: 36px; padding: 0 10px; border-radius: 8px; color: #1f2a24; font-weight: 500; text-decoration: none; white-space: nowrap; }
.rpk-nav-link:hover { background: #eef5f1; color: ${BRAND_GREEN}; }
.rpk-nav-link.active { color: ${BRAND_GREEN}; background: #e6f3ec; }
.rpk-icon-link { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; border-radius: 20px; color: #1f2a24; font-size: 20px; text-decoration: none; flex: none; }
.rpk-icon-link:hover, .rpk-icon-link.active { background: #e6f3ec; color: ${BRAND_GREEN}; }
.rpk-coin-chip { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 12px 0 6px; margin-inline: 4px; border-radius: 16px; background: #fff7e0; color: #7a5200; font-weight: 600; text-decoration: none; white-space: nowrap; border: 1px solid #f3d98b; }
.rpk-coin-dot { display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 22px; border-radius: 11px; background: #f2b705; color: #fff; font-size: 12px; font-weight: 700; }
.rpk-coin-dot::before { content: 'C'; }
.rpk-desktop-only { display: none !important; }
.rpk-signup { margin-inline-start: 4px; }
/* at least the viewport under the top bar: the footer starts below the fold, so a page arriving
   from the remote (after the loading panel) never pushes a visible footer down (CLS) */
.rpk-main { flex: 1 0 auto; width: 100%; max-width: 1200px; margin: 0 auto; padding: 16px 12px 32px; box-sizing: border-box; min-height: calc(100vh - 57px); }
.rpk-footer { background: #10261a; color: #c9d8cf; padding: 32px 16px 24px; }
.rpk-footer-inner { max-width: 1200px; margin: 0 auto; display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 24px; }
.rpk-footer h2 { color: #fff; font-size: 15px; margin: 0 0 10px; }
.rpk-footer ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.rpk-footer a { color: #c9d8cf; text-decoration: none; }
.rpk-footer a:hover { color: #fff; text-decoration: underline; }
.rpk-footer-bottom { max-width: 1200px; margin: 24px auto 0; padding-top: 16px; border-top: 1px solid #25402f; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; font-size: 13px; }
.rpk-bottom-tabs { position: fixed; inset-inline: 0; bottom: 0; z-index: 100; display: flex; background: #fff; border-top: 1px solid #e3e9e5; padding-bottom: env(safe-area-inset-bottom); box-shadow: 0 -2px 12px rgba(16, 38, 26, 0.06); }
.rpk-tab { flex: 1 1 0; min-width: 0; height: 60px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; color: #5b6b62; font-size: 12px; text-decoration: none; }
.rpk-tab .rpk-icon { font-size: 22px; }
.rpk-tab.active { color: ${BRAND_GREEN}; font-weight: 600; }
.rpk-tab.active::before { content: ''; position: absolute; top: 0; width: 32px; height: 3px; border-radius: 0 0 3px 3px; background: ${BRAND_GREEN}; }
.rpk-tab { position: relative; }
@media (max-width: 399px) {
  .rpk-brand-name { display: none; }
  .rpk-topbar-inner { padding: 0 8px; gap: 2px; }
  .rpk-icon-link { width: 36px; }
  .rpk-nav-link { padding: 0 8px; }
}
@media (min-width: 768px) {
  .rpk-desktop-only { display: inline-flex !important; }
  .rpk-topbar-inner { height: 64px; padding: 0 16px; gap: 6px; }
  .rpk-main { padding: 24px 16px 40px; min-height: calc(100vh - 65px); }
}
`;

export function LayoutStyles() {
  return <style>{css}</style>;
}
