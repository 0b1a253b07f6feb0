import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Grid, Input, Skeleton, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AdminProductView } from '@resellpk/contracts';
import { CATALOG_MSG, categoryLabel } from '@resellpk/domain';
import { EmptyState, PageHeader, PriceText } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { useAdminProducts } from './products-api';
import { PRODUCT_CREATE_PATH, productEditPath, productViewPath } from './product-paths';
import { ProductPlanBadge } from './product-plan-badge';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';
import { LoadFailed } from '../shared/load-failed';

// three icon buttons (40 px, the brand's control height) + two 4 px gaps + the cell's 16 px paddings
const ACTIONS_WIDTH = 3 * 40 + 2 * 4 + 2 * 16;

function Thumb({ p, size }: { p: AdminProductView; size: number }) {
  return (
    <img
      src={p.image.cardUrl}
      alt={p.name}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 6, background: '#f5f5f5', flex: 'none' }}
    />
  );
}

/** The search box matches the names and the category, as stored or as shown (Urdu too). */
function matches(p: AdminProductView, q: string, category: string): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return [p.name, p.shortName, p.longName, p.category, category].some((s) => s?.toLowerCase().includes(needle));
}

/** `/admin/products`: every product with view, edit and delete. */
export function ProductsListPage() {
  const t = useT();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [search, setSearch] = useState('');
  // phones get the list in steps of 20 cards to keep the page light
  const [shown, setShown] = useState(20);
  const products = useAdminProducts();
  const { confirmDelete, confirmHolder, deleting } = useConfirmDeleteProduct();
  const visible = useMemo(
    () => (products.data ?? []).filter((p) => matches(p, search.trim(), t(categoryLabel(p.category)))),
    [products.data, search, t],
  );

  const productCount = (count: number) => (count === 1 ? t('1 product') : t('{{count}} products', { count }));

  // one row of three 40 px icon buttons in the table (ACTIONS_WIDTH); phone cards may wrap
  const actions = (p: AdminProductView, wrap = true) => (
    <Flex gap={4} wrap={wrap} data-testid="product-actions">
      <Tooltip title={t('View')}>
        <Button aria-label={t('View {{name}}', { name: p.name })} icon={<EyeOutlined />} onClick={() => navigate(productViewPath(p.id))} />
      </Tooltip>
      <Tooltip title={t('Edit')}>
        <Button aria-label={t('Edit {{name}}', { name: p.name })} icon={<EditOutlined />} onClick={() => navigate(productEditPath(p.id))} />
      </Tooltip>
      <Tooltip title={t('Delete')}>
        <Button
          danger
          aria-label={t('Delete {{name}}', { name: p.name })}
          icon={<DeleteOutlined />}
          loading={deleting === p.id}
          onClick={() => confirmDelete(p)}
        />
      </Tooltip>
    </Flex>
  );

  const columns: TableColumnsType<AdminProductView> = [
    { title: t('Image'), key: 'image', width: 72, render: (_, p) => <Thumb p={p} size={48} /> },
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
    { title: t('Actions'), key: 'actions', width: ACTIONS_WIDTH, render: (_, p) => actions(p, false) },
  ];

  let body;
  if (products.isError && !products.data) {
    body = (
      <LoadFailed title={t(CATALOG_MSG.adminErrorLoadingProducts)} query={products} />
    );
  } else if (products.isPending) {
    body = isPhone ? (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i} size="small">
            <Skeleton active avatar paragraph={{ rows: 1 }} />
          </Card>
        ))}
      </Flex>
    ) : (
      <Table<AdminProductView> rowKey="id" columns={columns} dataSource={[]} loading locale={{ emptyText: ' ' }} />
    );
  } else if ((products.data ?? []).length === 0) {
    body = (
      <EmptyState
        title={t(CATALOG_MSG.adminNoProductsFound)}
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PRODUCT_CREATE_PATH)}>
            {t(CATALOG_MSG.addFirstProduct)}
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        title={t(CATALOG_MSG.adminNoProductsFound)}
        description={t('No product matches "{{q}}".', { q: search.trim() })}
        action={<Button onClick={() => setSearch('')}>{t('Clear search')}</Button>}
      />
    );
  } else if (isPhone) {
    body = (
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {visible.slice(0, shown).map((p) => (
          <li key={p.id} data-testid="product-card">
            <Card size="small">
              <Flex gap={12} align="flex-start">
                <Thumb p={p} size={64} />
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
              <div style={{ marginTop: 8 }}>{actions(p)}</div>
            </Card>
          </li>
        ))}
        {visible.length > shown && (
          <li>
            <Button block onClick={() => setShown((n) => n + 20)}>
              {t('Show more ({{count}} left)', { count: visible.length - shown })}
            </Button>
          </li>
        )}
      </Flex>
    );
  } else {
    body = (
      <Table<AdminProductView>
        rowKey="id"
        columns={columns}
        dataSource={visible}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: ' ' }}
      />
    );
  }

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={t('Products')}
        subtitle={products.data ? productCount(products.data.length) : undefined}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PRODUCT_CREATE_PATH)}>
            {t('Add Product')}
          </Button>
        }
      />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('Search products')}
          aria-label={t('Search products')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 16, maxWidth: 420 }}
        />
        {body}
      </Card>
    </>
  );
}
