import { Link } from 'react-router-dom';
import { BRAND_GREEN } from './theme';

export const BRAND = { name: 'ResellPK', tagline: 'Reseller marketplace for Pakistan' } as const;

/**
 * Logo mark + name; `compact` hides the name on very narrow screens. The mark is drawn inline (no
 * request); libs/web/ui/brand-icons/favicon.svg is the same drawing for the browser tab.
 */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} aria-label={BRAND.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: BRAND_GREEN, fontWeight: 700, fontSize: 18, textDecoration: 'none' }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill={BRAND_GREEN} />
        <path d="M8 19V9h6a3.5 3.5 0 0 1 0 7H8m6 0 4 3" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && <span className="rpk-brand-name">{BRAND.name}</span>}
    </Link>
  );
}
