import { Button, Popconfirm, Space } from 'antd';
import type { Profile, Role } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { roleActionsFor } from './role-actions';
import { displayName } from './user-filter';

interface Props {
  user: Profile;
  currentUserId: string | undefined;
  /** role change in flight for this row, if any */
  pendingRole: Role | null;
  /** any change in flight: one at a time keeps the list and the toasts in step */
  busy: boolean;
  onChange: (user: Profile, role: Role) => void;
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
      {actions.map((action) => {
        const button = (
          <Button
            key={action.role}
            size="small"
            type={action.role === 'admin' ? 'default' : 'primary'}
            danger={action.role === 'reseller'}
            ghost={action.role === 'reseller'}
            loading={pendingRole === action.role}
            disabled={busy && pendingRole !== action.role}
            onClick={action.confirm ? undefined : () => onChange(user, action.role)}
          >
            {t(action.label)}
          </Button>
        );
        if (!action.confirm) return button;
        return (
          <Popconfirm
            key={action.role}
            title={t('Make {{name}} an admin?', { name: displayName(user) ?? user.email })}
            description={t("Admins can open every part of the admin panel and change other users' roles.")}
            okText={t(action.label)}
            cancelText={t('Cancel')}
            onConfirm={() => onChange(user, action.role)}
            disabled={busy}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
