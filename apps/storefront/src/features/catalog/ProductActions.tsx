import { CrownOutlined, LockOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { ProductView } from '@resellpk/contracts';
import { CATALOG_MSG, fillMessage, hasPremiumAccess, unitPriceFor } from '@resellpk/domain';
import { addToCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { useToast } from '@resellpk/web-ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LinkButton } from '../../shared/LinkButton';
import { ShareWhatsAppButton } from '../share/ShareWhatsAppButton';
import { UpgradeDialog } from '../upgrade/UpgradeDialog';

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
        icon={<LockOutlined />}
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
      <Button block size={size} icon={<CrownOutlined />} onClick={() => setUpgradeOpen(true)} style={{ borderColor: '#d48806', color: '#d48806' }}>
        {t(CATALOG_MSG.subscribeToAccess)}
      </Button>
    );
  } else {
    main = (
      <Button
        block
        type="primary"
        size={size}
        icon={<ShoppingCartOutlined />}
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
          <LinkButton to="/partner" size={size} style={{ flex: 1 }} title={t('Unlock wholesale prices')}>
            {t('Partner')}
          </LinkButton>
        )}
        <ShareWhatsAppButton
          productId={product.id}
          name={product.name}
          unitPricePaisa={unitPriceFor({ plan: user?.plan, product })}
        />
      </div>
      {user && <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
    </div>
  );
}
