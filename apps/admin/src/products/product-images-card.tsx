import { Card, Typography } from 'antd';
import type { ProductImage } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { ImagesField } from './images-field';
import type { ProductFormMode } from './product-form';
import type { ProductImages } from './use-product-images';

/** The product form's "Images" card: the stored images and the files chosen for upload. */
export function ProductImagesCard({ mode, stored, images }: { mode: ProductFormMode; stored: ProductImage[]; images: ProductImages }) {
  const t = useT();
  return (
    <Card title={t('Images')} style={{ marginBottom: 16 }}>
      <ImagesField stored={stored} pending={images.pending} onPendingChange={images.setPending} onRemoveStored={images.onRemoveStored} removingId={images.removingId} />
      {mode === 'create' && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('Products without images show a placeholder picture.')}
        </Typography.Text>
      )}
    </Card>
  );
}
