import { Inject, Injectable, Logger } from '@nestjs/common';
import { isSafeMediaKey, type Storage } from '@resellpk/backend-media';
import type { ImageRow } from '../products/product.mapper';
import { MEDIA_STORAGE } from './storage.provider';

/**
 * The one owner of product image files' deletion: catalog owns products and their image rows, so
 * it alone decides when bytes are no longer referenced. The gateway only writes new uploads (it
 * has the bytes) and hands back the keys of an upload that failed (`discardUploads`).
 */
@Injectable()
export class ProductMedia {
  private readonly log = new Logger('ProductMedia');

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: Storage) {}

  /** After the rows are gone (after the commit): a failure is logged, as the spec only logs image deletion errors. */
  async removeImages(images: ImageRow[]): Promise<void> {
    await this.removeKeys(images.flatMap((i) => [i.card_key, i.detail_key, i.full_key]));
  }

  /** A deleted product's folder, with anything an interrupted upload left in it. */
  async removeProductFolder(productId: string): Promise<void> {
    await this.storage.deletePrefix(`products/${productId}`).catch((err) => this.log.warn(`media of product ${productId} not removed: ${String(err)}`));
  }

  async removeKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      if (!isSafeMediaKey(key) || !key.startsWith('products/')) continue;
      await this.storage.delete(key).catch((err) => this.log.warn(`could not delete ${key}: ${String(err)}`));
    }
  }
}
