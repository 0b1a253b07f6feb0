import type { CSSProperties, ReactNode } from 'react';
// registers the storefront's lazily loaded Urdu strings for pages rendered outside routes.tsx
import '../i18n/load-urdu';

const WIDTHS = { narrow: 440, text: 760, wide: 1120 } as const;

/** Centres a page with phone-friendly side padding; `narrow` suits forms, `text` reading pages. */
export function PageContainer({
  width = 'wide',
  children,
  style,
}: {
  width?: keyof typeof WIDTHS;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div style={{ maxWidth: WIDTHS[width], margin: '0 auto', padding: '24px 16px 48px', width: '100%', boxSizing: 'border-box', ...style }}>
      {children}
    </div>
  );
}
