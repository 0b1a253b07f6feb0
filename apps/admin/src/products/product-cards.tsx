import { Link } from 'react-router-dom';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { AdminProductView } from '@resellpk/contracts';
import { categoryLabel } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { ProductActions, type ProductRowActions } from './product-actions';
import { productViewPath } from './product-paths';
import { ProductPlanBadge } from './product-plan-badge';
import { ProductThumb } from './product-thumb';

/** Phones, while the products load: three card-shaped placeholders. */
export function ProductCardsLoading() {
  return (
    <Flex vertical gap={12}>
      {[0, 1, 2].map((i) => (
        <Card key={i} size="small">
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        </Card>
      ))}
    </Flex>
  );
}

/** Phones: the first `shown` products as cards with their actions, and "Show more" while some are left. */
export function ProductCards({ products, shown, onMore, row }: { products: AdminProductView[]; shown: number; onMore: () => void; row: ProductRowActions }) {
  const t = useT();
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {products.slice(0, shown).map((p) => (
        <li key={p.id} data-testid="product-card">
          <Card size="small">
            <Flex gap={12} align="flex-start">
              <ProductThumb p={p} size={64} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Link to={productViewPath(p.id)} style={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {p.name}
                </Link>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t(categoryLabel(p.category))} · {t('Stock: {{n}}', { n: p.stock })}
                </Typography.Text>
                <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
                  <span data-testid="product-wholesale-price">
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('Wholesale price')}{' '}
                    </Typography.Text>
                    <PriceText paisa={p.wholesalePricePaisa} style={{ fontWeight: 600 }} />
                  </span>
                  <ProductPlanBadge planAccess={p.planAccess} />
                </Flex>
              </div>
            </Flex>
            <div style={{ marginTop: 8 }}><ProductActions p={p} row={row} /></div>
          </Card>
        </li>
      ))}
      {products.length > shown && (
        <li>
          <Button block onClick={onMore}>
            {t('Show more ({{count}} left)', { count: products.length - shown })}
          </Button>
        </li>
      )}
    </Flex>
  );
}
