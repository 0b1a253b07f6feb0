import { CATALOG_MSG, fillMessage, formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Button, ButtonLink, GiftIcon, Panel, Tag } from '@resellpk/web-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { collectFreeGifts, LANDING_GIFT_LIMIT } from './free-gifts';
import { fetchFreeOffers, FREE_OFFERS_KEY, prefetchedFreeOffers } from './free-offers-prefetch';

const amount = (paisa: number) => formatPKR(paisa, { prefix: '' });

/**
 * Gift products unlocked above an order value: at most 8 on the landing page, "View All Free Gifts"
 * expands the rest. Hidden when there are no offers or the request fails: no invented gifts.
 * Built with the light kit: it is on a phone's first screen under the hero.
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
      <section aria-busy="true" className="rpk-muted" style={{ padding: '24px 0', textAlign: 'center' }}>
        {t(CATALOG_MSG.loadingFreeGifts)}
      </section>
    );
  }
  const gifts = offers.isSuccess && Array.isArray(offers.data) ? collectFreeGifts(offers.data) : [];
  if (gifts.length === 0) return null;
  const shown = showAll ? gifts : gifts.slice(0, LANDING_GIFT_LIMIT);

  return (
    <section aria-labelledby="free-gifts-title" style={{ padding: '32px 0' }} data-testid="free-gifts">
      <h2 id="free-gifts-title" className="rpk-title" style={{ textAlign: 'center' }}>
        <GiftIcon /> {t('Free Gifts With Your Orders')}
      </h2>
      <p className="rpk-muted" style={{ textAlign: 'center' }}>
        {t('Order above the amount shown and the gift is added to your parcel at no cost.')}
      </p>
      <div className="rpk-gift-grid">
        {shown.map((gift) => (
          <Panel
            key={gift.id}
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
            {/* the whole name, wrapped: two lines cut "Infrared Thermometer Non-Contact" short on a phone (issue 34, 16) */}
            <p style={{ margin: '8px 0 4px', fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="free-gift-name">
              {gift.name}
            </p>
            <p style={{ margin: 0, fontSize: 13 }}>{fillMessage(t(CATALOG_MSG.freeWithOrderOver), { threshold: amount(gift.thresholdPaisa) })}</p>
            <p className="rpk-muted" style={{ margin: '0 0 8px', fontSize: 13 }}>
              {fillMessage(t(CATALOG_MSG.worth), { price: amount(gift.wholesalePricePaisa) })}
            </p>
            <ButtonLink to="/products" size="small" block>
              {t(CATALOG_MSG.viewDetails)}
            </ButtonLink>
          </Panel>
        ))}
      </div>
      {gifts.length > LANDING_GIFT_LIMIT && !showAll && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button variant="primary" onClick={() => setShowAll(true)}>
            {t(CATALOG_MSG.viewAllFreeGifts)}
          </Button>
        </div>
      )}
    </section>
  );
}
