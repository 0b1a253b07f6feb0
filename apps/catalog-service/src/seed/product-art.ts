/** Product-card artwork as SVG: coloured background, a simple category icon and the short name. */
const PALETTE: Record<string, [string, string]> = {
  electronics: ['#1e3a8a', '#3b82f6'],
  clothing: ['#9d174d', '#ec4899'],
  home: ['#065f46', '#10b981'],
  beauty: ['#86198f', '#d946ef'],
  food: ['#92400e', '#f59e0b'],
  toys: ['#b91c1c', '#f87171'],
  sports: ['#0f766e', '#2dd4bf'],
  jewelry: ['#a16207', '#facc15'],
  baby: ['#0369a1', '#7dd3fc'],
  health: ['#15803d', '#86efac'],
  automotive: ['#374151', '#9ca3af'],
  pets: ['#7c2d12', '#fb923c'],
  garden: ['#3f6212', '#a3e635'],
  furniture: ['#78350f', '#d97706'],
  books: ['#312e81', '#818cf8'],
};

const ICONS: Record<string, string> = {
  electronics: '<rect x="300" y="180" width="200" height="340" rx="30" fill="none" stroke="#fff" stroke-width="22"/><circle cx="400" cy="470" r="16" fill="#fff"/>',
  clothing: '<path d="M320 190 L400 230 L480 190 L580 250 L540 330 L500 310 L500 520 L300 520 L300 310 L260 330 L220 250 Z" fill="none" stroke="#fff" stroke-width="20" stroke-linejoin="round"/>',
  home: '<path d="M220 370 L400 210 L580 370" fill="none" stroke="#fff" stroke-width="24" stroke-linejoin="round"/><rect x="270" y="360" width="260" height="170" fill="none" stroke="#fff" stroke-width="22"/>',
  beauty: '<rect x="350" y="300" width="100" height="220" rx="14" fill="none" stroke="#fff" stroke-width="20"/><path d="M365 300 L365 220 L435 190 L435 300" fill="none" stroke="#fff" stroke-width="20" stroke-linejoin="round"/>',
  jewelry: '<circle cx="400" cy="380" r="120" fill="none" stroke="#fff" stroke-width="22"/><path d="M350 240 L400 190 L450 240 Z" fill="#fff"/>',
};
const DEFAULT_ICON =
  '<rect x="260" y="250" width="280" height="260" rx="20" fill="none" stroke="#fff" stroke-width="22"/><path d="M260 320 L540 320 M400 250 L400 510" stroke="#fff" stroke-width="18"/>';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function productArtSvg(shortName: string, category: string): string {
  const [dark, light] = PALETTE[category] ?? ['#334155', '#94a3b8'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <circle cx="400" cy="360" r="230" fill="#ffffff" fill-opacity="0.12"/>
  ${ICONS[category] ?? DEFAULT_ICON}
  <rect x="80" y="610" width="640" height="110" rx="55" fill="#ffffff" fill-opacity="0.92"/>
  <text x="400" y="683" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="bold" fill="${dark}" text-anchor="middle">${escapeXml(shortName)}</text>
</svg>`;
}
