import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Grid, Input, Modal, Select, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Profile } from '@resellpk/contracts';
import { MSG, roleUpdatedMessage } from '@resellpk/domain';
import { useSession } from '@resellpk/web-session';
import { EmptyState, PageHeader, roleLabel, useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { serverMessage } from '@resellpk/web-api';
import type { RoleAction } from './role-actions';
import { displayName, filterUsers, type RoleFilter } from './user-filter';
import { useAdminUsers, useChangeRole } from './users-api';
import { UsersTable } from './users-table';
import { UserCards } from './user-cards';
import { LoadFailed } from '../shared/load-failed';

const ROLE_FILTERS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All roles' },
  ...(['admin', 'topup_helper', 'reseller'] as const).map((role) => ({ value: role, label: roleLabel(role) })),
];

/** The spec's user management: every profile, role changes by the spec's rules. */
export function AdminManagementPage() {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all');
  const users = useAdminUsers();
  const changeRole = useChangeRole();
  // own holder (not App.useApp) so the dialog works whatever provider the host page has
  const [modal, confirmHolder] = Modal.useModal();

  // One toast per failed load (not per render), as the spec's "Failed to load user profiles".
  useEffect(() => {
    if (!users.isError) return;
    const detail = serverMessage(users.error);
    toast({ title: t(MSG.loadProfilesFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [users.isError, users.errorUpdatedAt]);

  const visible = useMemo(
    () => filterUsers(users.data ?? [], { search, role: roleFilter }),
    [users.data, search, roleFilter],
  );
  const filtering = search.trim() !== '' || roleFilter !== 'all';

  // a role grants or takes away the staff panel: always confirmed, naming the person and the role
  const onChangeRole = (target: Profile, action: RoleAction) => {
    const who = displayName(target) ?? target.email;
    modal.confirm({
      title: t('Change the role of {{name}} to {{role}}?', { name: who, role: t(roleLabel(action.role)) }),
      content: (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {displayName(target) ? `${who} (${target.email})` : target.email}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t(action.consequence)}</Typography.Paragraph>
        </>
      ),
      okText: t(action.label),
      okButtonProps: { danger: action.role === 'reseller' },
      cancelText: t('Cancel'),
      onOk: () =>
        changeRole.mutateAsync({ userId: target.id, role: action.role }).then(
          (updated) => toast({ title: t(roleUpdatedMessage('{{role}}'), { role: t(roleLabel(updated.role)) }), variant: 'success' }),
          (err: unknown) => {
            const detail = serverMessage(err);
            toast({ title: t(MSG.updateRoleFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
          },
        ),
    });
  };
  const pending = changeRole.isPending && changeRole.variables ? changeRole.variables : null;

  const viewProps = {
    users: visible,
    loading: users.isPending,
    currentUserId: user?.id,
    pending,
    onChangeRole,
  };

  let body;
  if (users.isError && !users.data) {
    body = (
      <LoadFailed title={t("We couldn't load the users.")} query={users} hint={t('Check your connection and try again.')} />
    );
  } else if (!users.isPending && visible.length === 0) {
    body = filtering ? (
      <EmptyState
        title={t('No users match your search')}
        description={t('Try another name or email, or show all roles.')}
        action={
          <Button
            onClick={() => {
              setSearch('');
              setRoleFilter('all');
            }}
          >
            {t('Clear filters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('No users yet')} description={t('Accounts appear here as soon as people sign up.')} />
    );
  } else {
    body = isPhone ? <UserCards {...viewProps} /> : <UsersTable {...viewProps} />;
  }

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={t('Admin Management')}
        subtitle={t('Promote resellers to top-up helpers or admins, and move top-up helpers back to resellers.')}
      />
      <Card
        title={t('User Management')}
        styles={{ body: { padding: isPhone ? 12 : 24 } }}
        extra={
          users.data ? (
            <Typography.Text type="secondary">
              {t('{{shown}} of {{total}} users', { shown: visible.length, total: users.data.length })}
            </Typography.Text>
          ) : null
        }
      >
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('Search by name or email')}
            aria-label={t('Search by name or email')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          />
          <Select<RoleFilter>
            value={roleFilter}
            onChange={setRoleFilter}
            aria-label={t('Filter by role')}
            options={ROLE_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
            style={{ flex: '0 1 180px', minWidth: 140 }}
          />
        </Flex>
        {body}
      </Card>
    </>
  );
}
