import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminProductView, ProductImage } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { chunkFiles } from './image-check';
import { useRemoveImage, useUploadImages } from './products-api';

/** Router state handed to the edit page when images failed right after a create. */
export interface CarryState {
  pendingFiles?: File[];
}

/** The chosen files, starting with those a create carried over; these leave the history once taken. */
function useCarriedFiles() {
  const navigate = useNavigate();
  const location = useLocation();
  const files = useState<File[]>(() => (location.state as CarryState | null)?.pendingFiles ?? []);

  // the files carried over from a create are now in state; drop them from history (once, on arrival)
  useEffect(() => {
    if ((location.state as CarryState | null)?.pendingFiles) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return files;
}

/**
 * The product form's images: the files chosen but not uploaded yet (or carried over from a create
 * whose upload failed), their upload on save, and removing a stored image at once.
 */
export function useProductImages(product: AdminProductView | undefined) {
  const t = useT();
  const { toast } = useToast();
  const [pending, setPending] = useCarriedFiles();
  const upload = useUploadImages();
  const removeImage = useRemoveImage();

  const uploadAll = async (id: string) => {
    for (const files of chunkFiles(pending)) {
      await upload.mutateAsync({ id, files });
    }
    setPending([]);
  };

  const imageFailed = (err: unknown) => {
    const detail = serverMessage(err);
    toast({
      title: t(CATALOG_MSG.imageUploadFailedTitle),
      description: detail && detail !== CATALOG_MSG.imageUploadFailed ? `${t(CATALOG_MSG.imageUploadFailed)} ${t(detail)}` : t(CATALOG_MSG.imageUploadFailed),
      variant: 'destructive',
    });
  };

  const onRemoveStored = (image: ProductImage) => {
    if (!product) return;
    removeImage.mutate(
      { id: product.id, imageId: image.id },
      {
        onError: (err) => {
          const detail = serverMessage(err);
          toast({ title: t('Failed to remove image'), description: detail ? t(detail) : undefined, variant: 'destructive' });
        },
      },
    );
  };

  const removingId = removeImage.isPending ? removeImage.variables?.imageId : undefined;
  return { pending, setPending, uploadAll, imageFailed, onRemoveStored, removingId };
}

export type ProductImages = ReturnType<typeof useProductImages>;
