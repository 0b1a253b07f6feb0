import type { ProductImage } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { PRICE_GREEN } from '@resellpk/web-ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NoPhotoImage } from '../../features/catalog/no-photo-image';

// antd's image viewer: requested when the pointer or the focus reaches the image, shown on a click
const loadPreview = () => import('./image-preview');
const ImagePreview = lazy(loadPreview);

const BOX = { position: 'relative', aspectRatio: '1 / 1', background: '#f5f5f5', borderRadius: 8, overflow: 'hidden' } as const;
const IMAGE = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * The product's image, the page's largest paint, drawn without antd: a plain `<img>` in a square
 * box, requested at high priority with its size so nothing moves when it arrives. A click opens
 * antd's full-size viewer (lazy); the thumbnails under it choose the image. A product without
 * photos shows the catalogue card's placeholder (NoPhotoImage), with no viewer.
 */
export function ProductGallery({
  images,
  placeholder,
  name,
  overlay,
}: {
  images: ProductImage[];
  /** the product's `image`: the server's placeholder when it has no photos */
  placeholder: ProductImage;
  name: string;
  overlay?: ReactNode;
}) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  // mounted from the first opening on
  const [previewUsed, setPreviewUsed] = useState(false);
  const index = Math.min(active, images.length - 1);
  const current = images[index];

  if (!current) {
    return (
      <div style={BOX}>
        <NoPhotoImage placeholder={placeholder} name={name} width={800} height={800} fetchPriority="high" style={IMAGE} data-testid="product-image" />
        {overlay}
      </div>
    );
  }

  return (
    <div>
      <div style={BOX}>
        <button
          type="button"
          className="rpk-cover"
          onPointerEnter={() => void loadPreview()}
          onFocus={() => void loadPreview()}
          onClick={() => {
            setPreviewUsed(true);
            setPreviewOpen(true);
          }}
        >
          <img
            src={current.detailUrl}
            alt={name}
            width={800}
            height={800}
            fetchPriority="high"
            style={IMAGE}
            data-testid="product-image"
          />
        </button>
        {overlay}
      </div>
      {images.length > 1 && (
        <div style={{ display: 'flex', gap: 8, marginTop: 8, overflowX: 'auto' }} role="list" aria-label={t('Product images')}>
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              role="listitem"
              onClick={() => setActive(i)}
              aria-label={t('Show image {{n}}', { n: i + 1 })}
              aria-current={i === active}
              style={{
                padding: 0,
                border: `2px solid ${i === active ? PRICE_GREEN : 'transparent'}`,
                borderRadius: 6,
                background: 'none',
                cursor: 'pointer',
                flex: '0 0 auto',
              }}
            >
              <img src={img.cardUrl} alt="" width={64} height={64} loading="lazy" style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }} />
            </button>
          ))}
        </div>
      )}
      {previewUsed && (
        <Suspense fallback={null}>
          <ImagePreview urls={images.map((img) => img.fullUrl)} open={previewOpen} current={index} onChange={setActive} onClose={() => setPreviewOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
