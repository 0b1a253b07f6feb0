import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import type { RequestContext, ReserveStock, StockReservationResult } from '@resellpk/contracts';
import { normalizeStockLines, outOfStockMessage, sameStockLines, STOCK_MSG } from '@resellpk/domain';
import { StockBack } from '../products/stock-back';
import { StockReservationRepository } from './stock-reservation.repository';

/**
 * The checkout's stock step, idempotent by order id. A reservation takes every line's units in one
 * transaction or none (lines in product id order, so concurrent checkouts lock products in the
 * same order and never deadlock); a release puts them back once. A release that comes first
 * leaves a tombstone, so a reserve delayed past the saga's timeout cannot take stock afterwards.
 */
@Injectable()
export class StockService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly reservations: StockReservationRepository,
    private readonly stockBack: StockBack,
  ) {}

  async reserve(req: ReserveStock): Promise<StockReservationResult> {
    const orderId = orderIdOf(req);
    const normalized = normalizeStockLines(req?.lines);
    if ('error' in normalized) fail('VALIDATION', normalized.error.message, normalized.error.field);
    const { lines } = normalized;
    return withTransaction(this.db, async (tx) => {
      if (!(await this.reservations.claim(tx, orderId, 'reserved'))) {
        // the order was reserved (or released) before: nothing moves a second time
        const existing = await this.reservations.lock(tx, orderId);
        if (existing?.status !== 'reserved') fail('CONFLICT', STOCK_MSG.orderReleased);
        if (!sameStockLines(await this.reservations.linesOf(tx, orderId), lines)) fail('CONFLICT', STOCK_MSG.orderReservedOtherwise);
        return { orderId, applied: false };
      }
      await this.reservations.insertLines(tx, orderId, lines);
      for (const line of lines) {
        if ((await this.reservations.take(tx, line.productId, line.quantity)) !== null) continue;
        // not covered: the transaction rolls back, earlier lines and the claim included
        const product = await this.reservations.stockOf(tx, line.productId);
        if (!product) fail('NOT_FOUND', STOCK_MSG.productGone, line.productId);
        fail('OUT_OF_STOCK', outOfStockMessage(product.name, product.stock), line.productId);
      }
      return { orderId, applied: true };
    });
  }

  async release(req: { orderId: string }, ctx: RequestContext): Promise<StockReservationResult> {
    const orderId = orderIdOf(req);
    const { applied, stockBack } = await withTransaction(this.db, (tx) => this.releaseIn(tx, orderId, ctx.correlationId));
    if (stockBack) this.nudgeOutbox();
    return { orderId, applied };
  }

  /**
   * Puts the order's units back in the caller's transaction (the RPC's own, or an event consumer's
   * with its inbox row). `stockBack`: a stock-back event was written, nudge the outbox after commit.
   */
  async releaseIn(tx: Tx, orderId: string, correlationId: string): Promise<{ applied: boolean; stockBack: boolean }> {
    // never reserved: the tombstone refuses a late reserve for this order
    if (await this.reservations.claim(tx, orderId, 'released')) return { applied: false, stockBack: false };
    const existing = await this.reservations.lock(tx, orderId);
    if (existing?.status !== 'reserved') return { applied: false, stockBack: false };
    await this.reservations.markReleased(tx, orderId);
    let stockBack = false;
    for (const line of await this.reservations.linesOf(tx, orderId)) {
      const after = await this.reservations.putBack(tx, line.productId, line.quantity);
      // a product deleted since has nowhere to take its units back
      if (!after) continue;
      const announced = await this.stockBack.announceIfBack(
        tx,
        { id: line.productId, name: after.name },
        { before: after.stock - line.quantity, after: after.stock },
        correlationId,
      );
      stockBack ||= announced;
    }
    return { applied: true, stockBack };
  }
}

function orderIdOf(req: { orderId?: unknown } | undefined): string {
  if (!isUuid(req?.orderId)) fail('VALIDATION', STOCK_MSG.badOrderId, 'orderId');
  return req.orderId.toLowerCase();
}
