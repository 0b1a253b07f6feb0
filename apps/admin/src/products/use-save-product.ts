import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormInstance } from 'antd';
import type { AdminProductView } from '@resellpk/contracts';
import { CATALOG_MSG, fillMessage } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { formFieldFor, PRODUCT_FORM_DEFAULTS, toProductInput, type ProductFormMode, type ProductFormValues } from './product-form';
import { PRODUCTS_PATH, productEditPath } from './product-paths';
import { useCreateProduct, useUpdateProduct } from './products-api';
import type { CarryState, ProductImages } from './use-product-images';

/**
 * The product form's submit: create or update, then upload the chosen images, then back to the
 * list. A field the server refuses is marked in the form; every failure is toasted.
 */
export function useSaveProduct(form: FormInstance<ProductFormValues>, mode: ProductFormMode, product: AdminProductView | undefined, images: ProductImages) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [saving, setSaving] = useState(false);

  const showServerField = (err: unknown): boolean => {
    if (!isApiError(err)) return false;
    const field = formFieldFor(err.field);
    if (!field) return false;
    form.setFields([{ name: field, errors: [t(err.message)] }]);
    form.scrollToField(field);
    return true;
  };

  const onFinish = async (values: ProductFormValues) => {
    const input = toProductInput({ ...PRODUCT_FORM_DEFAULTS, ...values }, mode);
    setSaving(true);
    try {
      if (mode === 'create') {
        let created: AdminProductView;
        try {
          created = await create.mutateAsync(input);
        } catch (err) {
          showServerField(err);
          const detail = serverMessage(err);
          toast({
            title: fillMessage(t(CATALOG_MSG.createProductFailed), { error: detail ? t(detail) : t('Something went wrong') }),
            variant: 'destructive',
          });
          return;
        }
        try {
          await images.uploadAll(created.id);
        } catch (err) {
          images.imageFailed(err);
          // the product exists now: continue on its edit page with the chosen files still there
          navigate(productEditPath(created.id), { replace: true, state: { pendingFiles: images.pending } satisfies CarryState });
          return;
        }
        toast({ title: t('Product created'), description: created.name, variant: 'success' });
        navigate(PRODUCTS_PATH);
      } else if (product) {
        try {
          await update.mutateAsync({ id: product.id, input });
        } catch (err) {
          showServerField(err);
          const detail = serverMessage(err);
          toast({ title: t(CATALOG_MSG.updateProductFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
          return;
        }
        try {
          await images.uploadAll(product.id);
        } catch (err) {
          images.imageFailed(err);
          return;
        }
        toast({ title: t('Product updated'), description: input.name, variant: 'success' });
        navigate(PRODUCTS_PATH);
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, onFinish };
}
