type Translate = (key: string) => string;

/** What links the staff member to the owner of the request they decided (identity's LinkReason). */
const REASONS: Record<string, string> = { same_user: 'Same user', phone: 'Same phone number', email: 'Same email address' };

/**
 * The audit flag of a decision (`details.linkedAccounts`, issue 33), as the tag shows it: linked
 * (with why), not checked (identity did not answer at the time), or null for unrelated accounts
 * and entries that are not decisions.
 */
export function linkFlagLabel(details: Record<string, unknown>, t: Translate): { linked: boolean; label: string } | null {
  if (details.linkedAccounts === null) return { linked: false, label: t('Link not checked') };
  if (details.linkedAccounts !== true) return null;
  const by = Array.isArray(details.linkedBy) ? details.linkedBy.filter((r): r is string => typeof r === 'string' && r in REASONS) : [];
  return { linked: true, label: by.length ? `${t('Linked accounts')}: ${by.map((r) => t(REASONS[r])).join(', ')}` : t('Linked accounts') };
}
