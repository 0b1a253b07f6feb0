import type { ProductView } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Panel, StarIcon, Tag } from '@resellpk/web-ui';
import { Link } from 'react-router-dom';
import { FavoriteButton } from './favorite-button';
import { hasNoPhoto, NoPhotoImage } from './no-photo-image';
import { ProductActions } from './product-actions';
import { CoinSavingBanner, ProductPrices } from './product-prices';

/**
 * How a card's image loads: 'high' for the likely LCP image (the first card), 'eager' for the rest
 * of the first row (a lazy image waits for layout before it is even requested), 'lazy' below.
 */
export type CardImagePriority = 'high' | 'eager' | 'lazy';

const CARD_IMAGE = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

/** Catalogue card (SPEC section 2). The image box has a fixed 1:1 ratio so lazy images never shift the grid. */
export function ProductCard({
  product,
  removeErrorText,
  imagePriority = 'lazy',
}: {
  product: ProductView;
  removeErrorText?: string;
  imagePriority?: CardImagePriority;
}) {
  const t = useT();
  const href = `/product/${product.id}`;
  return (
    <Panel
      data-testid="product-card"
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      bodyStyle={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12, flex: 1 }}
      cover={
        <div style={{ position: 'relative', aspectRatio: '1 / 1', background: '#f5f5f5', overflow: 'hidden' }}>
          <Link to={href} tabIndex={-1} aria-hidden>
            {hasNoPhoto(product) ? (
              <NoPhotoImage
                placeholder={product.image}
                name={product.name}
                loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
                fetchPriority={imagePriority === 'high' ? 'high' : undefined}
                decoding="async"
                width={320}
                height={320}
                style={CARD_IMAGE}
              />
            ) : (
              <img
                src={product.image.cardUrl}
                alt={product.name}
                loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
                fetchPriority={imagePriority === 'high' ? 'high' : undefined}
                decoding="async"
                width={320}
                height={320}
                style={CARD_IMAGE}
              />
            )}
          </Link>
          <Tag
            color={product.planAccess === 'premium' ? 'gold' : 'green'}
            style={{ position: 'absolute', top: 8, insetInlineStart: 8, margin: 0 }}
          >
            {t(product.planAccess === 'premium' ? CATALOG_MSG.premiumOnly : CATALOG_MSG.freeAccess)}
          </Tag>
          <FavoriteButton
            productId={product.id}
            isFavorite={!!product.isFavorite}
            removeErrorText={removeErrorText}
            style={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
          />
        </div>
      }
    >
      <div style={{ minWidth: 0 }}>
        <Link to={href}>
          <strong className="rpk-ellipsis" style={{ fontSize: 15, color: 'var(--rpk-text)' }} title={product.shortName} data-testid="product-short-name">
            {product.shortName}
          </strong>
        </Link>
        <p className="rpk-muted rpk-clamp-2" style={{ margin: 0, fontSize: 13, minHeight: 40 }} title={product.longName}>
          {product.longName}
        </p>
        <span style={{ fontSize: 13 }} aria-label={t('Rating {{rating}} out of 5', { rating: product.rating })}>
          <StarIcon style={{ color: '#fadb14' }} /> {product.rating.toFixed(1)}
        </span>
      </div>
      <ProductPrices product={product} />
      <CoinSavingBanner product={product} />
      <div style={{ marginTop: 'auto' }}>
        <ProductActions product={product} />
      </div>
    </Panel>
  );
}
