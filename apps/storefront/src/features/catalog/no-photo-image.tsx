import type { ProductImage, ProductView } from '@resellpk/contracts';
import type { ImgHTMLAttributes } from 'react';

/**
 * A product without a photo of its own: its `image` is then the server's placeholder (catalog-service).
 * A view without its `images` list is not taken for one (its `image` may be a real photo).
 */
export function hasNoPhoto(product: Pick<ProductView, 'images'>): boolean {
  return product.images?.length === 0;
}

/**
 * The one "no photo" picture of the storefront, on the catalogue card and the product page alike
 * (issue 34, 11): the placeholder's detail size on both, so it is one file the browser fetches once,
 * sharp on the page's large box, and not opened in the image viewer (there is nothing to enlarge).
 */
export function NoPhotoImage({
  placeholder,
  name,
  ...img
}: { placeholder: ProductImage; name: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  return <img {...img} src={placeholder.detailUrl} alt={name} data-placeholder="product" />;
}
