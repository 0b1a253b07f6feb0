import type { ReactNode } from 'react';

/** Page title row: title, optional subtitle, actions aligned to the end (wraps on phones). */
export function PageHeader({ title, subtitle, extra, back }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode; back?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        {back}
        <h3 className="rpk-title" style={{ margin: 0 }}>
          {title}
        </h3>
        {subtitle && <span className="rpk-muted">{subtitle}</span>}
      </div>
      {extra && <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
