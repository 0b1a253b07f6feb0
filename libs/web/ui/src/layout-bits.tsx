import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

/** Empty list or missing data, with an optional call to action. */
export function EmptyState({ title, description, action, icon }: { title: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Empty
      image={icon ?? Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ padding: '32px 16px' }}
      description={
        <div>
          <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
            {title}
          </Typography.Text>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </div>
      }
    >
      {action}
    </Empty>
  );
}

/** Page title row: title, optional subtitle, actions aligned to the end (wraps on phones). */
export function PageHeader({ title, subtitle, extra, back }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode; back?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        {back}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
