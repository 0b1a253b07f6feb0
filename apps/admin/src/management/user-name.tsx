import { Tag, Typography } from 'antd';
import type { Profile } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { displayName } from './user-filter';

/** Name or the spec's "No name", with a marker on the signed-in user's own row. */
export function UserName({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  const t = useT();
  const name = displayName(user);
  return (
    <span>
      {name ? (
        <Typography.Text strong>{name}</Typography.Text>
      ) : (
        <Typography.Text type="secondary" italic>
          {t('No name')}
        </Typography.Text>
      )}
      {isSelf && (
        <Tag style={{ marginInlineStart: 8 }} variant="filled">
          {t('You')}
        </Tag>
      )}
    </span>
  );
}
