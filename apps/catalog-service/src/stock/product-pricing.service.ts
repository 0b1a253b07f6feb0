import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import type { ProductPricing } from '@resellpk/contracts';
import { effectiveDiscounted, effectiveRetail, fillMessage, MAX_STOCK_LINES, normalizePlanAccess, normalizeProductIds, STOCK_MSG } from '@resellpk/domain';
import { PLACEHOLDER_IMAGE, toImage, type ImageRow, type ProductRow } from '../products/product.mapper';
import { ProductRepository } from '../products/product.repository';

/**
 * Everything orders needs to price a cart, wholesale included: orders is the only caller (NATS
 * refuses the gateway), and it decides per user which price applies.
 */
@Injectable()
export class ProductPricingService {
  constructor(private readonly products: ProductRepository) {}

  /** In the order asked; unknown ids are left out. */
  async pricingOf(req: { productIds: string[] }): Promise<ProductPricing[]> {
    const ids = normalizeProductIds(req?.productIds);
    if (!ids) fail('VALIDATION', fillMessage(STOCK_MSG.badProductIds, { max: MAX_STOCK_LINES }), 'productIds');
    if (ids.length === 0) return [];
    const rows = await this.products.findMany(ids);
    const images = await this.products.imagesFor(rows.map((r) => r.id));
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      .map((row) => toProductPricing(row, images.get(row.id)?.[0]));
  }
}

export function toProductPricing(row: ProductRow, mainImage: ImageRow | undefined): ProductPricing {
  const stored = {
    wholesalePricePaisa: Number(row.wholesale_price),
    retailPricePaisa: row.retail_price === null ? null : Number(row.retail_price),
    discountedPricePaisa: row.discounted_price === null ? null : Number(row.discounted_price),
  };
  return {
    id: row.id,
    name: row.name,
    image: mainImage ? toImage(mainImage) : PLACEHOLDER_IMAGE,
    planAccess: normalizePlanAccess(row.plan_access),
    wholesalePricePaisa: stored.wholesalePricePaisa,
    retailPricePaisa: effectiveRetail(stored),
    discountedPricePaisa: effectiveDiscounted(stored),
    coinDiscount: row.coin_discount,
    weightKg: Number(row.weight),
    stock: row.stock,
  };
}
