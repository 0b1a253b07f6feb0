import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Profile, Role } from '@resellpk/contracts';
import { PlanBadge, RoleBadge } from '@resellpk/web-ui';
import { formatDate, useT } from '@resellpk/web-i18n';
import type { RoleAction } from './role-actions';
import { RoleActionButtons } from './role-action-buttons';
import { UserName } from './user-name';

export interface UsersViewProps {
  users: Profile[];
  loading: boolean;
  currentUserId: string | undefined;
  pending: { userId: string; role: Role } | null;
  onChangeRole: (user: Profile, action: RoleAction) => void;
}

/** Desktop layout of the user list: name and email, role, plan, joined date and the role actions. */
export function UsersTable({ users, loading, currentUserId, pending, onChangeRole }: UsersViewProps) {
  const t = useT();
  const columns: TableColumnsType<Profile> = [
    {
      title: t('Name'),
      key: 'name',
      // the email sits under the name so long addresses stay readable instead of being cut off
      render: (_, u) => (
        <div style={{ minWidth: 0 }}>
          <UserName user={u} isSelf={u.id === currentUserId} />
          <Typography.Text type="secondary" style={{ display: 'block', wordBreak: 'break-all' }}>
            {u.email}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('Role'), key: 'role', width: 120, render: (_, u) => <RoleBadge role={u.role} /> },
    { title: t('Plan'), key: 'plan', width: 100, render: (_, u) => <PlanBadge plan={u.plan} /> },
    {
      title: t('Joined'),
      key: 'joined',
      width: 120,
      render: (_, u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>,
    },
    {
      title: t('Actions'),
      key: 'actions',
      width: 280,
      render: (_, u) => (
        <RoleActionButtons
          user={u}
          currentUserId={currentUserId}
          pendingRole={pending?.userId === u.id ? pending.role : null}
          busy={pending !== null}
          onChange={onChangeRole}
          nowrap
        />
      ),
    },
  ];
  return (
    <Table<Profile>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      scroll={{ x: 880 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      // empty and error states are rendered by the page, not inside the table
      locale={{ emptyText: ' ' }}
    />
  );
}
