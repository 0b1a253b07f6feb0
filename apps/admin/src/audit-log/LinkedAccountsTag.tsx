import { Tag } from 'antd';
import { useT } from '@resellpk/web-i18n';

/** What links the staff member to the owner of the request they decided (identity's LinkReason). */
const REASONS: Record<string, string> = { same_user: 'Same user', phone: 'Same phone number', email: 'Same email address' };

/**
 * The audit flag of a decision (`details.linkedAccounts`, issue 33): "Linked accounts" when the staff
 * member and the user share a phone number or mailbox, "Link not checked" when identity did not
 * answer at the time; nothing for unrelated accounts and for entries that are not decisions.
 */
export function LinkedAccountsTag({ details }: { details: Record<string, unknown> }) {
  const t = useT();
  if (details.linkedAccounts === null) {
    return (
      <Tag style={{ marginTop: 4 }} data-testid="audit-link-unchecked">
        {t('Link not checked')}
      </Tag>
    );
  }
  if (details.linkedAccounts !== true) return null;
  const by = Array.isArray(details.linkedBy) ? details.linkedBy.filter((r): r is string => typeof r === 'string' && r in REASONS) : [];
  return (
    <Tag color="red" style={{ marginTop: 4, whiteSpace: 'normal' }} data-testid="audit-linked">
      {t('Linked accounts')}
      {by.length > 0 && `: ${by.map((r) => t(REASONS[r])).join(', ')}`}
    </Tag>
  );
}
