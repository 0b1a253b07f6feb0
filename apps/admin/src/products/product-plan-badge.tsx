import { Tag } from 'antd';
import { useT } from '@resellpk/web-i18n';

/** Free or Premium; legacy vip/basic values are premium access and shown as Premium. */
export function ProductPlanBadge({ planAccess }: { planAccess: string }) {
  const t = useT();
  const premium = planAccess !== 'free';
  return (
    <Tag color={premium ? 'gold' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(premium ? 'Premium' : 'Free')}
    </Tag>
  );
}
