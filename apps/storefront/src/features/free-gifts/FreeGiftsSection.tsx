import { GiftOutlined } from '@ant-design/icons';
import { formatPKR } from '@resellpk/domain';
import { api } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { LinkButton } from '../../shared/LinkButton';
import { collectFreeGifts, LANDING_GIFT_LIMIT, type FreeOffer } from './free-gifts';

const pkr = (paisa: number) => formatPKR(paisa, { prefix: 'PKR ' });

/**
 * Gift products unlocked above an order value. Hidden when there are no offers or the catalogue
 * does not serve them yet (404): no invented gifts are ever shown.
 */
export function FreeGiftsSection() {
  const t = useT();
  const offers = useQuery({
    queryKey: ['free-offers', 'active'],
    queryFn: () => api.get<FreeOffer[]>('/free-offers'),
    retry: false,
    staleTime: 5 * 60_000,
  });

  if (offers.isPending) {
    return (
      <section aria-busy="true" style={{ padding: '24px 0', textAlign: 'center' }}>
        <Typography.Text type="secondary">{t('Loading free gifts...')}</Typography.Text>
      </section>
    );
  }
  const gifts = offers.isSuccess && Array.isArray(offers.data) ? collectFreeGifts(offers.data) : [];
  if (gifts.length === 0) return null;

  return (
    <section aria-labelledby="free-gifts-title" style={{ padding: '32px 0' }}>
      <Typography.Title id="free-gifts-title" level={2} style={{ textAlign: 'center' }}>
        <GiftOutlined /> {t('Free Gifts With Your Orders')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('Order above the amount shown and the gift is added to your parcel at no cost.')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {gifts.slice(0, LANDING_GIFT_LIMIT).map((gift) => (
          <Col key={gift.id} xs={12} sm={12} md={8} lg={6}>
            <Card
              size="small"
              cover={
                gift.image ? (
                  <img src={gift.image} alt={gift.name} loading="lazy" style={{ aspectRatio: '1 / 1', objectFit: 'cover' }} />
                ) : undefined
              }
            >
              <Tag color="green">{t('Free Gift')}</Tag>
              <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ margin: '8px 0 4px' }}>
                {gift.name}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ margin: 0, fontSize: 13 }}>
                {t('Free with order over {{amount}}', { amount: pkr(gift.thresholdPaisa) })}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px', fontSize: 13 }}>
                {t('Worth: {{amount}}', { amount: pkr(gift.wholesalePricePaisa) })}
              </Typography.Paragraph>
              <LinkButton to="/products" size="small" block>
                {t('View Details')}
              </LinkButton>
            </Card>
          </Col>
        ))}
      </Row>
      {gifts.length > LANDING_GIFT_LIMIT && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <LinkButton to="/products" type="primary">
            {t('View All Free Gifts')}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
