import type { ProductView } from '@resellpk/contracts';
import { CATALOG_MSG, fillMessage, hasPremiumAccess, unitPriceFor } from '@resellpk/domain';
import { addToCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Button, ButtonLink, CrownIcon, LockIcon, ShoppingCartIcon, TEXT_GOLD, useToast } from '@resellpk/web-ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShareWhatsAppButton } from '../share/share-whats-app-button';

// antd's Modal loads when a free user first asks to upgrade, not with the catalogue
const UpgradeDialog = lazy(async () => ({ default: (await import('../upgrade/upgrade-dialog')).UpgradeDialog }));

/**
 * Buttons of a product card and the detail page: Add to Cart (Login to Purchase when logged out,
 * Subscribe to Access on a premium-only product without premium access), Partner and WhatsApp share.
 * The server re-checks all of it at checkout.
 */
export function ProductActions({ product, size = 'middle' }: { product: ProductView; size?: 'middle' | 'large' }) {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const premium = hasPremiumAccess(user?.plan);
  const outOfStock = product.stock <= 0;

  let main;
  if (!user) {
    main = (
      <Button
        block
        size={size}
        icon={<LockIcon />}
        onClick={() => {
          toast({ title: t(CATALOG_MSG.cartLoginRequiredTitle), description: t(CATALOG_MSG.cartLoginRequired), variant: 'destructive' });
          navigate(`/login?redirect=${encodeURIComponent(location.pathname.startsWith('/product') ? location.pathname : '/products')}`);
        }}
      >
        {t(CATALOG_MSG.loginToPurchase)}
      </Button>
    );
  } else if (product.planAccess === 'premium' && !premium) {
    main = (
      <Button block size={size} icon={<CrownIcon />} onClick={() => setUpgradeOpen(true)} style={{ borderColor: TEXT_GOLD, color: TEXT_GOLD }}>
        {t(CATALOG_MSG.subscribeToAccess)}
      </Button>
    );
  } else {
    main = (
      <Button
        block
        variant="primary"
        size={size}
        icon={<ShoppingCartIcon />}
        disabled={outOfStock}
        onClick={() => {
          addToCart(product, 1);
          toast({
            title: t(CATALOG_MSG.addedToCartTitle),
            description: fillMessage(t(CATALOG_MSG.addedToCart), { name: product.name }),
            variant: 'success',
          });
        }}
      >
        {outOfStock ? t('Out of stock') : t(CATALOG_MSG.addToCart)}
      </Button>
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {main}
      <div style={{ display: 'flex', gap: 8 }}>
        {!premium && (
          <ButtonLink to="/partner" size={size} style={{ flex: 1 }} title={t('Unlock wholesale prices')}>
            {t('Partner')}
          </ButtonLink>
        )}
        <ShareWhatsAppButton
          productId={product.id}
          name={product.name}
          unitPricePaisa={unitPriceFor({ plan: user?.plan, product })}
        />
      </div>
      {user && upgradeOpen && (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
