import type { AdminProductView } from '@resellpk/contracts';

/** A product's card image as a square thumbnail, for the list's table rows and phone cards. */
export function ProductThumb({ p, size }: { p: AdminProductView; size: number }) {
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
