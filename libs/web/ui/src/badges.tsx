import { Tag, type TagColor } from './kit';
import type { PlanCode, Role } from '@resellpk/contracts';
import { hasPremiumAccess, planLabel } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';

const PLAN_COLORS: Record<PlanCode, TagColor> = {
  free: 'default',
  premium: 'gold',
  starter: 'green',
  pro: 'blue',
  elite: 'purple',
  basic: 'cyan',
  vip: 'magenta',
};

/** Plan name; paid plans are highlighted (they all give premium access). */
export function PlanBadge({ plan }: { plan: PlanCode }) {
  const t = useT();
  return (
    <Tag color={PLAN_COLORS[plan] ?? (hasPremiumAccess(plan) ? 'gold' : 'default')} style={{ marginInlineEnd: 0 }}>
      {t(planLabel(plan))}
    </Tag>
  );
}

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', topup_helper: 'Topup Helper', reseller: 'Reseller' };
const ROLE_COLORS: Record<Role, TagColor> = { admin: 'red', topup_helper: 'blue', reseller: 'green' };

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return (
    <Tag color={ROLE_COLORS[role] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(roleLabel(role))}
    </Tag>
  );
}
