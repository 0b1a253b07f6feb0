import { Descriptions, Divider } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatCoins, parseCoinUnits } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';

/** The order drawer's "Totals": items, wholesale value, profit, shipping, coins spent and what the customer pays. */
export function OrderTotalsSection({ order }: { order: OrderView }) {
  const t = useT();
  const coinsSpent = (parseCoinUnits(order.coinsSpent) ?? 0n) > 0n;
  return (
    <>
      <Divider titlePlacement="start">{t('Totals')}</Divider>
      <Descriptions column={1} size="small" data-testid="order-totals">
        <Descriptions.Item label={t('Items')}>
          <PriceText paisa={order.itemsPaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Wholesale value')}>
          <PriceText paisa={order.totalWholesalePricePaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Reseller profit')}>
          <PriceText paisa={order.totalProfitPaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Shipping ({{kg}} kg)', { kg: order.totalWeightKg })}>
          <PriceText paisa={order.shippingPaisa} />
        </Descriptions.Item>
        {coinsSpent && <Descriptions.Item label={t('Coins spent')}>{formatCoins(order.coinsSpent)}</Descriptions.Item>}
        <Descriptions.Item label={<strong>{t('Customer pays')}</strong>}>
          <PriceText paisa={order.totalAmountPaisa} style={{ fontWeight: 700 }} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
