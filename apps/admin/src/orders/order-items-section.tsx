import { Divider, Flex, Tag, Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';

/** The order drawer's "Items": each line with its quantity, unit price, profit, wholesale price and total. */
export function OrderItemsSection({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <>
      <Divider titlePlacement="start">{t('Items')}</Divider>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.id}>
            <Flex gap={12} align="flex-start">
              {item.image && <img src={item.image.cardUrl} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }} />}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                  {item.name}
                </Typography.Text>
                {item.isGift && (
                  <Tag color="green" style={{ marginInlineStart: 8 }}>
                    {t('Free gift')}
                  </Tag>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t('{{qty}} × {{price}}', { qty: item.quantity, price: formatPKR(item.unitPricePaisa) })}
                  {item.profitAmountPaisa > 0 ? ` · ${t('profit {{amount}}', { amount: formatPKR(item.profitAmountPaisa) })}` : ''}
                  {` · ${t('wholesale {{amount}}', { amount: formatPKR(item.wholesalePricePaisa) })}`}
                </Typography.Text>
              </div>
              <PriceText paisa={item.totalPricePaisa} style={{ fontWeight: 600 }} />
            </Flex>
          </li>
        ))}
      </Flex>
    </>
  );
}
