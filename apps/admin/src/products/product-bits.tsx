import { Button, Card, Modal, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminProductView } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { serverMessage } from '@resellpk/web-api';
import { useDeleteProduct } from './products-api';

export const PRODUCTS_PATH = '/admin/products';
export const productViewPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
export const productEditPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}/edit`;
export const PRODUCT_CREATE_PATH = `${PRODUCTS_PATH}/create`;

/** Free or Premium; legacy vip/basic values are premium access and shown as Premium. */
export function ProductPlanBadge({ planAccess }: { planAccess: string }) {
  const t = useT();
  const premium = planAccess !== 'free';
  return (
    <Tag color={premium ? 'gold' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(premium ? 'Premium' : 'Free')}
    </Tag>
  );
}

/** Asks the spec's confirm question, deletes, and toasts on failure; resolves true once deleted. */
export function useConfirmDeleteProduct() {
  const t = useT();
  // own holder (not App.useApp) so the dialog works whatever provider the host page has
  const [modal, confirmHolder] = Modal.useModal();
  const { toast } = useToast();
  const del = useDeleteProduct();
  const confirmDelete = (product: Pick<AdminProductView, 'id' | 'name'>, onDeleted?: () => void) => {
    modal.confirm({
      title: t('Delete {{name}}?', { name: product.name }),
      content: t(CATALOG_MSG.confirmDeleteProduct),
      okText: t('Delete'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: () =>
        del.mutateAsync(product.id).then(
          () => {
            toast({ title: t('Product deleted'), variant: 'success' });
            onDeleted?.();
          },
          (err: unknown) => {
            const detail = serverMessage(err);
            toast({ title: t(CATALOG_MSG.deleteProductFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
          },
        ),
    });
  };
  return { confirmDelete, confirmHolder, deleting: del.isPending ? del.variables : undefined };
}

/** A product page before its product is there: a skeleton while loading, else the error with a way back. */
export function ProductNotReady({ failed }: { failed: boolean }) {
  const t = useT();
  if (!failed) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <Result
      status="warning"
      title={t(CATALOG_MSG.errorLoadingProduct)}
      extra={
        <Link to={PRODUCTS_PATH}>
          <Button type="primary">{t('Back to products')}</Button>
        </Link>
      }
    />
  );
}
