import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdminProductView } from '@resellpk/contracts';
import { categoryLabel } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { ACTIONS_WIDTH, ProductActions, type ProductRowActions } from './product-actions';
import { productViewPath } from './product-paths';
import { ProductPlanBadge } from './product-plan-badge';
import { ProductThumb } from './product-thumb';

/** The products table's columns (wide screens); `row` gives each row's delete button its state. */
export function useProductColumns(row: ProductRowActions): TableColumnsType<AdminProductView> {
  const t = useT();
  return [
    { title: t('Image'), key: 'image', width: 72, render: (_, p) => <ProductThumb p={p} size={48} /> },
    {
      title: t('Name'),
      key: 'name',
      render: (_, p) => (
        <div style={{ minWidth: 0 }}>
          <Link to={productViewPath(p.id)}>{p.name}</Link>
          {p.shortName && p.shortName !== p.name && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {p.shortName}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('Category'), key: 'category', width: 130, render: (_, p) => t(categoryLabel(p.category)) },
    // the wholesale price, said so: "Price" alone read as what resellers' customers pay (issue 34, 16)
    { title: t('Wholesale price'), key: 'price', width: 130, render: (_, p) => <PriceText paisa={p.wholesalePricePaisa} /> },
    { title: t('Stock'), key: 'stock', width: 80, dataIndex: 'stock' },
    { title: t('Plan'), key: 'plan', width: 100, render: (_, p) => <ProductPlanBadge planAccess={p.planAccess} /> },
    { title: t('Actions'), key: 'actions', width: ACTIONS_WIDTH, render: (_, p) => <ProductActions p={p} wrap={false} row={row} /> },
  ];
}
