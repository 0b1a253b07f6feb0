import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { BusClient, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { withSpan } from '@resellpk/backend-observability';
import {
  CatalogSubjects,
  CoinsSubjects,
  IdentitySubjects,
  type CustomerDetails,
  type OrderQuote,
  type OrderView,
  type PlaceOrderRequest,
  type ProductPricing,
  type QuoteRequest,
  type RequestContext,
  type ServiceError,
} from '@resellpk/contracts';
import { IDEMPOTENCY_KEY_PATTERN, MSG, ORDER_MSG, parseCoinUnits, refusalOf, stockLinesOf, validateCustomerDetails } from '@resellpk/domain';
import { ORDERS_CONFIG, type OrdersConfig, type SagaFault } from '../config/orders-config';
import { enqueueStatusEvents } from '../orders/order-events';
import { OrderRepository, type NewOrder, type OrderItemRow, type OrderRow } from '../orders/order.repository';
import { OrderViews, toOrderView } from '../orders/order-views';
import { QuoteService } from '../quote/quote.service';
import { checkoutsTotal } from './checkout.metrics';
import { SagaCompensation } from './saga-compensation';

/** reserve and spend may queue behind other checkouts of the same product or account */
const STEP_TIMEOUT_MS = 10_000;

/** Thrown by a test's fault hook: the saga stops dead, as if the process had died at that step. */
class SagaCrash extends Error {}

/** identity refused the allowance the quote priced by: the caller re-checks the cart. */
class AllowanceChanged extends ServiceFailure {
  constructor() {
    super('VALIDATION', ORDER_MSG.allowanceChanged, 'items');
  }
}

/**
 * The checkout saga (docs/checkout-saga.md). Each step is idempotent by the order id, so any step
 * may be retried or undone: (1) re-quote and refuse what cannot be ordered, (2) write the order
 * and its items as `pending` under (reseller, Idempotency-Key), (3) reserve the stock in catalog,
 * (3b) use the partner plan's wholesale allowance in identity, (4) spend the coins in coins,
 * (5) complete: one conditional update pending -> completed with the history row and the
 * status-changed event. Any failure undoes (3), (3b) and (4) and marks it failed; a crash leaves it
 * pending for the recovery job.
 */
@Injectable()
export class CheckoutService {
  private readonly log = new Logger(CheckoutService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly bus: BusClient<'orders'>,
    private readonly orders: OrderRepository,
    private readonly views: OrderViews,
    private readonly quotes: QuoteService,
    private readonly compensation: SagaCompensation,
    private readonly staff: StaffAccess,
  ) {}

  async place(req: PlaceOrderRequest, ctx: RequestContext): Promise<OrderView> {
    // a replayed Idempotency-Key answers the order it made: counted once, when that one was placed or failed
    const attempt = { replay: false };
    try {
      const view = await this.placeOnce(req, ctx, attempt);
      if (!attempt.replay) checkoutsTotal.inc({ outcome: 'placed', reason: 'none' });
      return view;
    } catch (error) {
      if (!attempt.replay) checkoutsTotal.inc({ outcome: 'failed', reason: error instanceof ServiceFailure ? error.error.code : 'INTERNAL' });
      throw error;
    }
  }

  private async placeOnce(req: PlaceOrderRequest, ctx: RequestContext, attempt: { replay: boolean }): Promise<OrderView> {
    const resellerId = await this.staff.requireReseller(ctx, MSG.staffCannotOrder);
    const { request, customer, key } = this.validate(req);
    const hash = requestHash(request, customer);

    const existing = await this.orders.findByKey(resellerId, key);
    if (existing) {
      attempt.replay = true;
      return this.answerExisting(existing, hash);
    }

    const { quote, products } = await this.quotes.price(request, ctx, { forCheckout: true });
    const refusal = refusalOf(quote);
    if (refusal) fail(refusal.code, refusal.message, refusal.field);

    const orderId = randomUUID();
    const order = newOrder(orderId, resellerId, key, hash, customer, quote, products);
    const items = await withTransaction(this.db, (tx) => this.orders.insertPending(tx, order));
    if (!items) {
      // another request with this key got there first
      attempt.replay = true;
      const winner = await this.orders.findByKey(resellerId, key);
      if (!winner) fail('UNAVAILABLE', ORDER_MSG.checkoutFailed);
      return this.answerExisting(winner, hash);
    }
    return this.run(order, items, quote, ctx.correlationId);
  }

  private async run(order: NewOrder, items: OrderItemRow[], quote: OrderQuote, correlationId: string): Promise<OrderView> {
    const call = { correlationId };
    try {
      this.crashAt('after-insert');
      await this.bus.call(CatalogSubjects.reserveStock, call, { orderId: order.id, lines: stockLinesOf(quote) }, { timeoutMs: STEP_TIMEOUT_MS });
      this.crashAt('after-reserve');
      if (order.allowanceUsedPaisa > 0) await this.useAllowance(order, call);
      if ((parseCoinUnits(order.coinsSpent) ?? 0n) > 0n) {
        await this.bus.call(CoinsSubjects.spend, call, { userId: order.resellerId, orderId: order.id, amount: order.coinsSpent }, { timeoutMs: STEP_TIMEOUT_MS });
      }
      this.crashAt('after-spend');
      // the saga's last step in a span of its own (the remote steps are the bus's CLIENT spans): the
      // order.placed event's outbox row carries it, so the relay and the consumers follow on from here
      const done = await withSpan('checkout complete', () => withTransaction(this.db, async (tx) => {
        const row = await this.orders.complete(tx, order.id);
        if (!row) return null;
        const placed = { order_id: row.id, from_status: null, to_status: 'processing' as const, actor: 'reseller' as const, actor_id: order.resellerId, note: null };
        const at = await this.orders.addHistory(tx, placed);
        await enqueueStatusEvents(tx, row, { from: null, to: 'processing', note: null, at }, correlationId);
        // the view from what was just written: no second read
        return toOrderView(row, items, [{ ...placed, created_at: at }]);
      }));
      // the recovery job took it (this request was slower than the stale limit): it is being undone
      if (!done) fail('UNAVAILABLE', ORDER_MSG.checkoutFailed);
      this.nudge();
      return done;
    } catch (error) {
      if (error instanceof SagaCrash) {
        this.log.warn(`checkout ${order.id}: fault hook ${error.message}: left pending for the recovery job`);
        fail('UNAVAILABLE', ORDER_MSG.checkoutFailed);
      }
      const failure = this.failureOf(error);
      try {
        await withSpan('checkout compensate', () => this.compensation.undo(order.id, failure, correlationId), { 'error.type': failure.code });
      } catch (undoError) {
        // stays `compensating`: the recovery job finishes the undo
        this.log.warn(`checkout ${order.id}: compensation failed, left to the recovery job: ${(undoError as Error).message}`);
      }
      throw new ServiceFailure(failure.code, failure.message, failure.field);
    }
  }

  /**
   * Takes the order's share of the wholesale allowance, idempotent by order id. A CONFLICT means the
   * allowance left no longer covers what the quote counted on (another order took it, or the plan
   * ended): the order is undone and the caller re-checks the cart, which prices it afresh.
   */
  private async useAllowance(order: NewOrder, call: { correlationId: string }): Promise<void> {
    try {
      await this.bus.call(IdentitySubjects.useAllowance, call, { userId: order.resellerId, orderId: order.id, amountPaisa: order.allowanceUsedPaisa }, { timeoutMs: STEP_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof ServiceFailure && error.code === 'CONFLICT') throw new AllowanceChanged();
      throw error;
    }
  }

  /** The answer to a request whose key already has an order: that order, its failure, or a wait for it. */
  private async answerExisting(row: OrderRow, hash: string): Promise<OrderView> {
    if (row.request_hash !== hash) fail('CONFLICT', ORDER_MSG.keyReused, 'idempotencyKey');
    const deadline = Date.now() + this.config.ORDERS_PENDING_WAIT_MS;
    let current: OrderRow | null = row;
    while (current && (current.saga_state === 'pending' || current.saga_state === 'compensating') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      current = await this.orders.find(row.id);
    }
    if (!current) fail('UNAVAILABLE', ORDER_MSG.checkoutFailed);
    if (current.saga_state === 'completed') return this.views.one(current);
    if (current.saga_state === 'failed') {
      const f = current.failure ?? { code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed };
      fail(f.code, f.message, f.field);
    }
    fail('CONFLICT', ORDER_MSG.stillPlacing);
  }

  /**
   * What the caller is told: catalog's stock refusal ("Only 1 left of X.") and coins' refusal as they
   * are, a product deleted meanwhile as such, anything else as the spec's Checkout failed.
   */
  private failureOf(error: unknown): ServiceError {
    if (error instanceof AllowanceChanged) return error.error;
    if (error instanceof ServiceFailure && (error.code === 'OUT_OF_STOCK' || error.code === 'INSUFFICIENT_COINS')) return error.error;
    if (error instanceof ServiceFailure && error.code === 'NOT_FOUND' && error.error.field) return { code: 'VALIDATION', message: ORDER_MSG.productGone, field: error.error.field };
    this.log.warn(`checkout failed: ${(error as Error)?.message ?? String(error)}`);
    return { code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed };
  }

  private crashAt(step: SagaFault): void {
    if (this.config.ORDERS_SAGA_FAULT === step) throw new SagaCrash(step);
  }

  private validate(req: PlaceOrderRequest): { request: QuoteRequest; customer: CustomerDetails; key: string } {
    const key = req?.idempotencyKey;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) fail('VALIDATION', ORDER_MSG.badIdempotencyKey, 'idempotencyKey');
    const request = this.quotes.validate(req);
    const customer = validateCustomerDetails(req?.customer);
    if (!customer.ok) fail('VALIDATION', customer.message, customer.field);
    return { request, customer: customer.value, key };
  }
}

/** The same key with a different cart or customer is a different order: refused (CONFLICT). */
function requestHash(request: QuoteRequest, customer: CustomerDetails): string {
  return createHash('sha256').update(JSON.stringify({ items: request.items, gifts: request.gifts ?? [], customer })).digest('hex');
}

function newOrder(id: string, resellerId: string, key: string, hash: string, customer: CustomerDetails, quote: OrderQuote, products: Map<string, ProductPricing>): NewOrder {
  const wholesaleOf = (productId: string) => products.get(productId)?.wholesalePricePaisa ?? 0;
  const weightOf = (productId: string) => products.get(productId)?.weightKg ?? 0;
  const lines: NewOrder['items'] = quote.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    image: l.image,
    quantity: l.quantity,
    priceBasis: l.priceBasis,
    unitPricePaisa: l.unitPricePaisa,
    wholesalePricePaisa: wholesaleOf(l.productId),
    profitAmountPaisa: l.profitAmountPaisa,
    totalPricePaisa: l.lineTotalPaisa,
    coinsSpent: l.coinsApplied ? l.coinCost : '0.0000',
    weightKg: l.weightKg,
    isGift: false,
    offerId: null,
  }));
  const gifts: NewOrder['items'] = quote.gifts.map((g) => ({
    productId: g.productId,
    name: g.name,
    image: g.image,
    quantity: g.quantity,
    priceBasis: 'wholesale',
    unitPricePaisa: 0,
    wholesalePricePaisa: wholesaleOf(g.productId),
    profitAmountPaisa: 0,
    totalPricePaisa: 0,
    coinsSpent: '0.0000',
    weightKg: weightOf(g.productId),
    isGift: true,
    offerId: g.offerId,
  }));
  return {
    id,
    resellerId,
    idempotencyKey: key,
    requestHash: hash,
    plan: quote.plan,
    totalWeightKg: quote.totalWeightKg,
    itemsPaisa: quote.itemsPaisa,
    totalWholesalePaisa: lines.reduce((sum, l) => sum + l.wholesalePricePaisa * l.quantity, 0),
    totalProfitPaisa: quote.totalProfitPaisa,
    shippingPaisa: quote.shippingPaisa,
    totalAmountPaisa: quote.totalAmountPaisa,
    coinsSpent: quote.coinsToSpend,
    allowanceUsedPaisa: quote.allowanceUsedPaisa,
    customer,
    items: [...lines, ...gifts],
  };
}
