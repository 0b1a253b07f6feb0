import type { WithdrawalStatus } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { Tag, type TagColor } from '@resellpk/web-ui';

const COLOR: Record<WithdrawalStatus, TagColor> = { pending: 'gold', paid: 'green', rejected: 'red' };
export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const t = useT();
  return (
    <Tag color={COLOR[status]} data-testid="withdrawal-status" style={{ marginInlineEnd: 0 }}>
      {t(WITHDRAWAL_STATUS_LABEL[status])}
    </Tag>
  );
}
