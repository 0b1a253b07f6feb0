import { useState } from 'react';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { PlanBadge, RoleBadge } from '@resellpk/web-ui';
import { formatDate, useT } from '@resellpk/web-i18n';
import { RoleActionButtons } from './role-action-buttons';
import { UserName } from './user-name';
import type { UsersViewProps } from './users-table';

const PAGE = 20;

/** Phone layout of the user list: one card per profile, loaded in steps to keep the page light. */
export function UserCards({ users, loading, currentUserId, pending, onChangeRole }: UsersViewProps) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  if (loading) {
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i} size="small">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {users.slice(0, shown).map((u) => (
        <li key={u.id} data-testid="user-card">
          <Card size="small">
            <Flex justify="space-between" align="flex-start" gap={8} wrap>
              <UserName user={u} isSelf={u.id === currentUserId} />
              <Flex gap={4} wrap>
                <RoleBadge role={u.role} />
                <PlanBadge plan={u.plan} />
              </Flex>
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6, wordBreak: 'break-all' }}>
              {u.email}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              <time dateTime={u.createdAt}>{t('Joined {{date}}', { date: formatDate(u.createdAt) })}</time>
            </Typography.Text>
            <div style={{ marginTop: 8 }}>
              <RoleActionButtons
                user={u}
                currentUserId={currentUserId}
                pendingRole={pending?.userId === u.id ? pending.role : null}
                busy={pending !== null}
                onChange={onChangeRole}
                block
              />
            </div>
          </Card>
        </li>
      ))}
      {users.length > shown && (
        <li>
          <Button block onClick={() => setShown((n) => n + PAGE)}>
            {t('Show more')}
          </Button>
        </li>
      )}
    </Flex>
  );
}
