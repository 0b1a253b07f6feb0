import { Modal } from 'antd';
import type { AdminProductView } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { useDeleteProduct } from './products-api';

/** Asks the spec's confirm question, deletes, and toasts on failure; calls `onDeleted` once deleted. */
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
