import { formatPKR } from '@resellpk/domain';
import { formatDate, useT } from '@resellpk/web-i18n';
import { Descriptions, Skeleton } from 'antd';
import { useMySubscription } from './use-subscription';

/** A running partner plan: its end date and the wholesale allowance left (Elite: unlimited). Nothing without one. */
export function PlanAllowance() {
  const t = useT();
  const mine = useMySubscription();
  if (mine.isPending && mine.fetchStatus !== 'idle') return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const active = mine.data?.active;
  if (!active?.endDate) return null;
  return (
    <Descriptions column={1} size="small" data-testid="plan-allowance" styles={{ label: { width: 150 } }}>
      <Descriptions.Item label={t('Partner plan')}>{t(active.planName)}</Descriptions.Item>
      <Descriptions.Item label={t('Ends on')}>{formatDate(active.endDate)}</Descriptions.Item>
      <Descriptions.Item label={t('Allowance left')}>
        {active.allowanceLeftPaisa === null
          ? t('Unlimited')
          : t('{{left}} of {{total}} coins', { left: formatPKR(active.allowanceLeftPaisa, { prefix: '' }), total: formatPKR(active.coinsGranted * 100, { prefix: '' }) })}
      </Descriptions.Item>
    </Descriptions>
  );
}
