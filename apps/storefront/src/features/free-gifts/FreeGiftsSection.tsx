import { GiftOutlined } from '@ant-design/icons';
import { CATALOG_MSG, fillMessage, formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../shared/LinkButton';
import { collectFreeGifts, LANDING_GIFT_LIMIT } from './free-gifts';
import { fetchFreeOffers, FREE_OFFERS_KEY, prefetchedFreeOffers } from './free-offers-prefetch';

const amount = (paisa: number) => formatPKR(paisa, { prefix: '' });

/**
 * Gift products unlocked above an order value: at most 8 on the landing page, "View All Free Gifts"
 * expands the rest. Hidden when there are no offers or the request fails: no invented gifts.
 */
export function FreeGiftsSection() {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const offers = useQuery({
    queryKey: FREE_OFFERS_KEY,
    queryFn: fetchFreeOffers,
    // started by the landing route beside its chunks (free-offers-prefetch.ts): no loading line
    initialData: () => prefetchedFreeOffers()?.data,
    initialDataUpdatedAt: () => prefetchedFreeOffers()?.at,
    retry: false,
    staleTime: 5 * 60_000,
  });

  if (offers.isPending) {
    return (
      <section aria-busy="true" style={{ padding: '24px 0', textAlign: 'center' }}>
        <Typography.Text type="secondary">{t(CATALOG_MSG.loadingFreeGifts)}</Typography.Text>
      </section>
    );
  }
  const gifts = offers.isSuccess && Array.isArray(offers.data) ? collectFreeGifts(offers.data) : [];
  if (gifts.length === 0) return null;
  const shown = showAll ? gifts : gifts.slice(0, LANDING_GIFT_LIMIT);

  return (
    <section aria-labelledby="free-gifts-title" style={{ padding: '32px 0' }} data-testid="free-gifts">
      <Typography.Title id="free-gifts-title" level={2} style={{ textAlign: 'center' }}>
        <GiftOutlined /> {t('Free Gifts With Your Orders')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('Order above the amount shown and the gift is added to your parcel at no cost.')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {shown.map((gift) => (
          <Col key={gift.id} xs={12} sm={12} md={8} lg={6}>
            <Card
              size="small"
              data-testid="free-gift-card"
              style={{ height: '100%' }}
              cover={
                <div style={{ aspectRatio: '1 / 1', background: '#f5f5f5', overflow: 'hidden' }}>
                  <img
                    src={gift.image.cardUrl}
                    alt={gift.name}
                    loading="lazy"
                    width={320}
                    height={320}
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </div>
              }
            >
              <Tag color="green">{t(CATALOG_MSG.freeGift)}</Tag>
              <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ margin: '8px 0 4px' }}>
                {gift.name}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ margin: 0, fontSize: 13 }}>
                {fillMessage(t(CATALOG_MSG.freeWithOrderOver), { threshold: amount(gift.thresholdPaisa) })}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px', fontSize: 13 }}>
                {fillMessage(t(CATALOG_MSG.worth), { price: amount(gift.wholesalePricePaisa) })}
              </Typography.Paragraph>
              <LinkButton to="/products" size="small" block>
                {t(CATALOG_MSG.viewDetails)}
              </LinkButton>
            </Card>
          </Col>
        ))}
      </Row>
      {gifts.length > LANDING_GIFT_LIMIT && !showAll && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button type="primary" onClick={() => setShowAll(true)}>
            {t(CATALOG_MSG.viewAllFreeGifts)}
          </Button>
        </div>
      )}
    </section>
  );
}
