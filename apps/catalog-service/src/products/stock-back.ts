import { Injectable } from '@nestjs/common';
import { enqueueEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { CatalogEvents, type StockBackV1 } from '@resellpk/contracts';
import { ProductRepository } from './product.repository';

/**
 * catalog.product.stock-back.v1: a product whose stock goes from 0 to above 0 (an admin's edit, a
 * cancelled order's units coming back) tells the users who favourited it. Written to the outbox in
 * the caller's transaction, so the event exists exactly when the stock change commits.
 */
@Injectable()
export class StockBack {
  constructor(private readonly products: ProductRepository) {}

  /** True when an event was written: the caller nudges the outbox after its commit. */
  async announceIfBack(
    tx: Tx,
    product: { id: string; name: string },
    stock: { before: number; after: number },
    correlationId: string,
  ): Promise<boolean> {
    if (!(stock.before === 0 && stock.after > 0)) return false;
    const userIds = await this.products.favoritersOf(tx, product.id);
    if (userIds.length === 0) return false;
    await enqueueEvent(tx, CatalogEvents.stockBackV1, { productId: product.id, productName: product.name, userIds } satisfies StockBackV1, {
      correlationId,
    });
    return true;
  }
}
