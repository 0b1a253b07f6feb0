import { CheckOutlined } from '@ant-design/icons';
import { formatPKR, type PurchasablePlan } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Descriptions, Modal, Typography } from 'antd';
import { planDurationText } from './plan-duration';

/**
 * Subscribe Now asks first: the plan's price, what it buys and what happens to the wallet (paid
 * now, or waiting for a top-up of the missing sum). Cancel changes nothing.
 */
export function SubscribeConfirm({
  plan,
  balancePaisa,
  open,
  onConfirm,
  onCancel,
}: {
  plan: PurchasablePlan;
  /** null while the wallet is unknown */
  balancePaisa: number | null;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const price = formatPKR(plan.pricePaisa);
  const short = balancePaisa === null ? 0 : Math.max(plan.pricePaisa - balancePaisa, 0);
  return (
    <Modal
      open={open}
      title={t('Subscribe to the {{plan}} plan?', { plan: t(plan.name) })}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={short > 0 ? t('Subscribe and add funds') : t('Pay {{price}}', { price })}
      cancelText={t('Cancel')}
      okButtonProps={{ 'data-testid': 'confirm-subscribe' }}
      destroyOnHidden
      width={440}
    >
      <div data-testid="subscribe-confirm">
        <Typography.Paragraph>
          {short > 0
            ? t('Your wallet has {{balance}}. The plan waits until you add {{short}}, then {{price}} is taken from your wallet and it starts.', {
                balance: formatPKR(balancePaisa ?? 0),
                short: formatPKR(short),
                price,
              })
            : t('{{price}} will be taken from your wallet now and the plan starts at once.', { price })}
        </Typography.Paragraph>
        <Descriptions column={1} size="small" styles={{ label: { width: 110 } }}>
          <Descriptions.Item label={t('Price')}>{price}</Descriptions.Item>
          <Descriptions.Item label={t('Coins')}>{t(plan.coinsText)}</Descriptions.Item>
          <Descriptions.Item label={t('Duration')}>{planDurationText(plan, t)}</Descriptions.Item>
        </Descriptions>
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
          {plan.features.map((feature) => (
            <li key={feature} style={{ padding: '2px 0', display: 'flex', gap: 8 }}>
              <CheckOutlined style={{ color: '#52c41a', marginTop: 4 }} />
              <span>{t(feature)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
