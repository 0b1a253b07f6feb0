// The landing page's grids and section spacing in plain CSS: media queries give the phone layout on
// the first paint (the server draws the page before any script, apps/web-server/src/web-first-paint.ts).
const css = `
.rpk-landing-section { padding: 40px 0; }
.rpk-landing-section > h2 { text-align: center; }
/* antd Row gutter 16 with Col xs=24 md=8: one column on phones, three from 768 px */
.rpk-cols-3 { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .rpk-cols-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
/* the Free card and the plan catalogue: one a row on phones, as many of at least 200 px as fit (all five from about 1100 px) */
.rpk-plan-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
/* Col xs=12 md=8 lg=6: two gifts a row on phones, three from 768 px, four from 992 px */
.rpk-gift-grid { display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 768px) { .rpk-gift-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .rpk-gift-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.rpk-step { display: flex; align-items: center; justify-content: center; width: 40px; height: 40px; margin-bottom: 12px;
  border-radius: 50%; background: #0958d9; color: #fff; font-weight: 700; }
`;

export function LandingStyles() {
  return <style>{css}</style>;
}
