import { Button, Space } from 'antd';
import type { Profile, Role } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { roleActionsFor, type RoleAction } from './role-actions';

interface Props {
  user: Profile;
  currentUserId: string | undefined;
  /** role change in flight for this row, if any */
  pendingRole: Role | null;
  /** any change in flight: one at a time keeps the list and the toasts in step */
  busy: boolean;
  /** asks for confirmation, then changes the role (AdminManagementPage) */
  onChange: (user: Profile, action: RoleAction) => void;
  block?: boolean;
  /** keep the buttons on one line (table cells) */
  nowrap?: boolean;
}

export function RoleActionButtons({ user, currentUserId, pendingRole, busy, onChange, block, nowrap }: Props) {
  const t = useT();
  const actions = roleActionsFor(user, currentUserId);
  if (actions.length === 0) return null;
  return (
    <Space wrap={!nowrap} size={8} style={block ? { width: '100%' } : undefined}>
      {actions.map((action) => (
        <Button
          key={action.role}
          size="small"
          type={action.role === 'admin' ? 'default' : 'primary'}
          danger={action.role === 'reseller'}
          ghost={action.role === 'reseller'}
          loading={pendingRole === action.role}
          disabled={busy && pendingRole !== action.role}
          onClick={() => onChange(user, action)}
        >
          {t(action.label)}
        </Button>
      ))}
    </Space>
  );
}
