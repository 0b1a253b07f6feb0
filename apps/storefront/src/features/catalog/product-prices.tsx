import type { ProductView } from '@resellpk/contracts';
import { CATALOG_MSG, coinSavingPaisa, coinsToUnits, fillMessage, formatPKR, hasPremiumAccess } from '@resellpk/domain';
import { liveUnitsOf, useCoinAccount } from '@resellpk/web-coins';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Alert, LockIcon, PRICE_GREEN, PriceText, TEXT_GOLD } from '@resellpk/web-ui';
import type { ReactNode } from 'react';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <span className="rpk-muted" style={{ fontSize: 13 }}>
        {label}
      </span>
      <span>{children}</span>
    </div>
  );
}

/**
 * Prices by plan (SPEC section 2): free-plan products show Retail, With Coins and Wholesale, the
 * wholesale one locked when the server withheld it; premium-only products show wholesale only.
 * A viewer with premium access pays wholesale, so the coin price (free users' Apply Coins) is not
 * theirs to use and is not shown to them.
 */
export function ProductPrices({ product, size = 'default' }: { product: ProductView; size?: 'default' | 'large' }) {
  const t = useT();
  const { user } = useSession();
  const big = size === 'large' ? 20 : 16;
  if (product.planAccess === 'premium') {
    return (
      <div data-testid="product-prices">
        <Row label={t('Wholesale')}>
          {product.wholesalePricePaisa != null ? (
            <PriceText paisa={product.wholesalePricePaisa} style={{ fontWeight: 700, fontSize: big, color: PRICE_GREEN }} />
          ) : (
            <LockIcon aria-label={t('Locked')} />
          )}
        </Row>
        <span className="rpk-text-warning" style={{ fontSize: 12 }}>
          {t(CATALOG_MSG.premiumSubscribersOnly)}
        </span>
      </div>
    );
  }
  return (
    <div data-testid="product-prices">
      <Row label={t('Retail')}>
        <PriceText paisa={product.retailPricePaisa} style={{ fontWeight: 700, fontSize: big }} />
      </Row>
      {!hasPremiumAccess(user?.plan) && (
        <Row label={t('With Coins')}>
          <PriceText paisa={product.discountedPricePaisa} style={{ fontWeight: 600, color: TEXT_GOLD }} />
        </Row>
      )}
      <Row label={t('Wholesale')}>
        {product.wholesaleLocked || product.wholesalePricePaisa == null ? (
          <span data-testid="wholesale-locked">
            <LockIcon aria-label={t('Locked')} />
          </span>
        ) : (
          <PriceText paisa={product.wholesalePricePaisa} style={{ fontWeight: 700, color: PRICE_GREEN }} />
        )}
      </Row>
      {(product.wholesaleLocked || product.wholesalePricePaisa == null) && (
        <span className="rpk-muted" style={{ fontSize: 12 }}>
          <LockIcon /> {t(CATALOG_MSG.premiumSubscriptionRequired)}
        </span>
      )}
    </div>
  );
}

/**
 * "Save Rs.{retail minus discounted} using {coinDiscount} coins": free products with a coin discount,
 * for a signed-in free user whose coin balance (from the coins service) covers it (premium access
 * pays wholesale: the coin price is not theirs). The balance is the live one (stored + mined) at
 * render, compared exactly in units; cards do not re-render every second for it.
 */
export function CoinSavingBanner({ product }: { product: ProductView }) {
  const t = useT();
  const { user } = useSession();
  const coins = useCoinAccount();
  const saving = coinSavingPaisa(product);
  if (!user || hasPremiumAccess(user.plan) || product.planAccess !== 'free' || product.coinDiscount <= 0 || saving <= 0) return null;
  const balance = liveUnitsOf(coins.data, Date.now());
  if (balance === null || balance < coinsToUnits(product.coinDiscount)) return null;
  return (
    <Alert
      type="success"
      showIcon={false}
      style={{ padding: '4px 8px', fontSize: 12 }}
      title={fillMessage(t(CATALOG_MSG.coinSavingBanner), { amount: formatPKR(saving, { prefix: '' }), coins: product.coinDiscount })}
    />
  );
}
