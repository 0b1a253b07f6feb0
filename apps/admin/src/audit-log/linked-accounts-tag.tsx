import { Tag } from 'antd';
import { useT } from '@resellpk/web-i18n';
import { linkFlagLabel } from './link-flag';

/**
 * "Linked accounts" (red) on a decision where the staff member and the user share a phone number
 * or mailbox, "Link not checked" when identity did not answer at the time; nothing otherwise.
 */
export function LinkedAccountsTag({ details }: { details: Record<string, unknown> }) {
  const t = useT();
  const flag = linkFlagLabel(details, t);
  if (!flag) return null;
  return (
    <Tag color={flag.linked ? 'red' : undefined} style={{ marginTop: 4, whiteSpace: 'normal' }} data-testid={flag.linked ? 'audit-linked' : 'audit-link-unchecked'}>
      {flag.label}
    </Tag>
  );
}
