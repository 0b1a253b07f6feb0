import { GiftOutlined } from '@ant-design/icons';
import type { GiftChoice, UnlockedOffer } from '@resellpk/contracts';
import { CATALOG_MSG, fillMessage, formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Card, Space, Tag, Typography } from 'antd';
import { Stepper } from '../../features/orders/stepper';

/**
 * The free gifts the order's item value unlocks (the quote's unlockedOffers): per offer, how many
 * units may still be added, and a stepper per eligible product. The server checks the choice again.
 */
export function FreeGiftsCard({ offers, chosen, onChange }: { offers: UnlockedOffer[]; chosen: GiftChoice[]; onChange: (choice: GiftChoice, maxUnits: number) => void }) {
  const t = useT();
  if (offers.length === 0) return null;
  return (
    <Card
      size="small"
      data-testid="free-gifts"
      title={
        <span>
          <GiftOutlined style={{ color: '#16a34a' }} /> {t('Free gifts unlocked')}
        </span>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {offers.map((offer) => {
          const used = chosen.filter((g) => g.offerId === offer.offerId).reduce((n, g) => n + g.quantity, 0);
          const left = Math.max(0, offer.maxUnitsPerOrder - used);
          return (
            <div key={offer.offerId} data-testid="gift-offer">
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline', justifyContent: 'space-between' }}>
                <strong>{offer.name}</strong>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="gift-units-left">
                  {t('You may add {{count}} more free item(s)', { count: left })}
                </Typography.Text>
              </div>
              <Space orientation="vertical" size={8} style={{ width: '100%', marginTop: 8 }}>
                {offer.products.map((product) => {
                  const quantity = chosen.find((g) => g.offerId === offer.offerId && g.productId === product.productId)?.quantity ?? 0;
                  const out = product.stock <= 0;
                  return (
                    <div key={product.productId} style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="gift-product">
                      <img src={product.image?.cardUrl} alt="" width={48} height={48} style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 6, background: '#f5f5f5', flex: 'none' }} />
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <div style={{ overflowWrap: 'anywhere' }}>{product.name}</div>
                        <div style={{ fontSize: 12 }}>
                          <Tag color="green" style={{ marginInlineEnd: 4 }}>
                            {t(CATALOG_MSG.freeGift)}
                          </Tag>
                          <Typography.Text type="secondary">{fillMessage(t(CATALOG_MSG.worth), { price: formatPKR(product.worthPaisa, { prefix: '' }) })}</Typography.Text>
                        </div>
                      </div>
                      {out ? (
                        <Tag>{t('Out of stock')}</Tag>
                      ) : (
                        <Stepper
                          value={quantity}
                          min={0}
                          max={Math.min(quantity + left, product.stock)}
                          label={t('Free units of {{name}}', { name: product.name })}
                          testId="gift-quantity"
                          onChange={(next) => onChange({ offerId: offer.offerId, productId: product.productId, quantity: next }, offer.maxUnitsPerOrder)}
                        />
                      )}
                    </div>
                  );
                })}
              </Space>
            </div>
          );
        })}
      </Space>
    </Card>
  );
}
