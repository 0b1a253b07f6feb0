import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Grid, Input, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AdminProductView } from '@resellpk/contracts';
import { CATALOG_MSG, categoryLabel } from '@resellpk/domain';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { useAdminProducts } from './products-api';
import { PRODUCT_CREATE_PATH } from './product-paths';
import { ProductCards, ProductCardsLoading } from './product-cards';
import { useProductColumns } from './product-columns';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';
import { LoadFailed } from '../shared/load-failed';

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
  const row = { deleting, onDelete: (p: AdminProductView) => confirmDelete(p) };
  const columns = useProductColumns(row);

  const productCount = (count: number) => (count === 1 ? t('1 product') : t('{{count}} products', { count }));

  let body;
  if (products.isError && !products.data) {
    body = (
      <LoadFailed title={t(CATALOG_MSG.adminErrorLoadingProducts)} query={products} />
    );
  } else if (products.isPending) {
    body = isPhone ? (
      <ProductCardsLoading />
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
    body = <ProductCards products={visible} shown={shown} onMore={() => setShown((n) => n + 20)} row={row} />;
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
