import { fail } from '@resellpk/backend-messaging';
import { startFakeService, type FakeService } from '@resellpk/backend-service-testing';
import type { TestNatsServer } from '@resellpk/backend-testing';
import {
  CatalogSubjects,
  CoinsSubjects,
  IdentitySubjects,
  type AllowanceRelease,
  type AllowanceUse,
  type CoinOrderMovement,
  type FreeOfferView,
  type PlanCode,
  type PricingPlan,
  type ProductPricing,
  type ReleaseAllowance,
  type ReserveStock,
  type SpendCoins,
  type StockReservationResult,
  type UseAllowance,
} from '@resellpk/contracts';
import { formatCoinUnits, formatCoins, hasPremiumAccess, outOfStockMessage, parseCoinUnits, PARTNER_MSG, STOCK_MSG } from '@resellpk/domain';

const tick = () => new Promise((r) => setImmediate(r));

/**
 * catalog's checkout subjects as the contract promises them: pricingOf from a product table,
 * reserveStock all or nothing with a conditional decrement per line (OUT_OF_STOCK with catalog's
 * text, field = the product), idempotent by order id; releaseStock puts an order's units back once, and a release
 * before any reserve closes the order so a late reserve is refused.
 */
export class FakeCatalog {
  readonly products = new Map<string, ProductPricing>();
  offers: FreeOfferView[] = [];
  readonly reservations = new Map<string, { lines: ReserveStock['lines']; state: 'reserved' | 'released' | 'void' }>();
  private service?: FakeService;

  async start(nats: TestNatsServer): Promise<this> {
    this.service = await startFakeService(nats, 'catalog', {
      [CatalogSubjects.pricingOf]: async ({ productIds }: { productIds: string[] }) => {
        await tick();
        return productIds.flatMap((id) => {
          const p = this.products.get(id);
          return p ? [{ ...p }] : [];
        });
      },
      [CatalogSubjects.activeOffersForQuote]: () => this.offers.filter((o) => o.isActive),
      [CatalogSubjects.reserveStock]: async (req: ReserveStock) => {
        await tick();
        return this.reserve(req);
      },
      [CatalogSubjects.releaseStock]: async ({ orderId }: { orderId: string }) => {
        await tick();
        return this.release(orderId);
      },
    });
    return this;
  }

  stockOf(productId: string): number {
    return this.products.get(productId)?.stock ?? 0;
  }

  /** units reserved and not released, per product */
  reservedUnits(productId: string): number {
    let n = 0;
    for (const r of this.reservations.values()) if (r.state === 'reserved') n += r.lines.find((l) => l.productId === productId)?.quantity ?? 0;
    return n;
  }

  private reserve(req: ReserveStock): StockReservationResult {
    const previous = this.reservations.get(req.orderId);
    if (previous?.state === 'void' || previous?.state === 'released') fail('CONFLICT', STOCK_MSG.orderReleased);
    if (previous) return { orderId: req.orderId, applied: false };
    for (const line of req.lines) {
      const p = this.products.get(line.productId);
      if (!p) fail('NOT_FOUND', STOCK_MSG.productGone, line.productId);
      if (p.stock < line.quantity) fail('OUT_OF_STOCK', outOfStockMessage(p.name, p.stock), line.productId);
    }
    for (const line of req.lines) this.move(line.productId, -line.quantity);
    this.reservations.set(req.orderId, { lines: req.lines, state: 'reserved' });
    return { orderId: req.orderId, applied: true };
  }

  private move(productId: string, units: number): void {
    const p = this.products.get(productId);
    if (p) p.stock += units;
  }

  private release(orderId: string): StockReservationResult {
    const r = this.reservations.get(orderId);
    if (!r) {
      this.reservations.set(orderId, { lines: [], state: 'void' });
      return { orderId, applied: false };
    }
    if (r.state !== 'reserved') return { orderId, applied: false };
    for (const line of r.lines) this.move(line.productId, line.quantity);
    r.state = 'released';
    return { orderId, applied: true };
  }

  close(): Promise<void> {
    return this.service?.close() ?? Promise.resolve();
  }
}

/**
 * identity's order subjects: pricingPlanOf from a table of plans (a user not in it is free) and the
 * wholesale allowance as identity keeps it: paisa left per user (absent = unlimited), useAllowance
 * idempotent by order id and refused (CONFLICT) when what is left cannot cover it, releaseAllowance
 * giving an order's use back once.
 */
export class FakeIdentity {
  readonly plans = new Map<string, PlanCode>();
  /** paisa left of a user's partner plan allowance; a user not in it has no limit */
  readonly allowanceLeft = new Map<string, number>();
  readonly allowanceUses = new Map<string, { userId: string; amountPaisa: number; released: boolean }>();
  /** runs before each useAllowance: a test lets another order take the allowance after the quote */
  beforeUse: ((req: UseAllowance) => void) | null = null;
  private service?: FakeService;

  async start(nats: TestNatsServer): Promise<this> {
    this.service = await startFakeService(nats, 'identity', {
      [IdentitySubjects.pricingPlanOf]: ({ userId }: { userId: string }): PricingPlan => {
        const plan = this.plans.get(userId) ?? 'free';
        const premiumAccess = hasPremiumAccess(plan);
        return { userId, plan, premiumAccess, allowanceLeftPaisa: premiumAccess ? (this.allowanceLeft.get(userId) ?? null) : null };
      },
      [IdentitySubjects.useAllowance]: async (req: UseAllowance): Promise<AllowanceUse> => {
        await tick();
        return this.use(req);
      },
      [IdentitySubjects.releaseAllowance]: async ({ orderId }: ReleaseAllowance): Promise<AllowanceRelease> => {
        await tick();
        const use = this.allowanceUses.get(orderId);
        if (!use || use.released) return { orderId, released: false, amountPaisa: 0 };
        use.released = true;
        const left = this.allowanceLeft.get(use.userId);
        if (left !== undefined) this.allowanceLeft.set(use.userId, left + use.amountPaisa);
        return { orderId, released: true, amountPaisa: use.amountPaisa };
      },
    });
    return this;
  }

  private use(req: UseAllowance): AllowanceUse {
    this.beforeUse?.(req);
    const left = this.allowanceLeft.get(req.userId);
    const leftNow = left === undefined ? null : left;
    if (this.allowanceUses.has(req.orderId)) return { orderId: req.orderId, subscriptionId: 'sub', amountPaisa: req.amountPaisa, allowanceLeftPaisa: leftNow, applied: false };
    if (leftNow !== null && req.amountPaisa > leftNow) fail('CONFLICT', PARTNER_MSG.allowanceShort);
    if (leftNow !== null) this.allowanceLeft.set(req.userId, leftNow - req.amountPaisa);
    this.allowanceUses.set(req.orderId, { userId: req.userId, amountPaisa: req.amountPaisa, released: false });
    return { orderId: req.orderId, subscriptionId: 'sub', amountPaisa: req.amountPaisa, allowanceLeftPaisa: leftNow === null ? null : leftNow - req.amountPaisa, applied: true };
  }

  close(): Promise<void> {
    return this.service?.close() ?? Promise.resolve();
  }
}

/**
 * coins' order subjects as coins-service keeps them: a ledger of exact units per user; spend is
 * idempotent by order id and refused with INSUFFICIENT_COINS when the balance cannot cover it;
 * refund gives back once, and a refund before any spend closes the order.
 */
export class FakeCoins {
  readonly balances = new Map<string, bigint>();
  readonly spends = new Map<string, { userId: string; units: bigint; state: 'spent' | 'refunded' | 'void' }>();
  /** the next spends fail with this error before touching anything (coins down, a balance spent elsewhere) */
  failSpends: { code: 'INSUFFICIENT_COINS' | 'UNAVAILABLE'; message: string } | null = null;
  private service?: FakeService;

  async start(nats: TestNatsServer): Promise<this> {
    this.service = await startFakeService(nats, 'coins', {
      [CoinsSubjects.balanceOf]: ({ userId }: { userId: string }) => {
        const units = this.balances.get(userId);
        if (units === undefined) fail('NOT_FOUND', 'no coin account');
        return { userId, balance: formatCoinUnits(units) };
      },
      [CoinsSubjects.spend]: async (req: SpendCoins) => {
        await tick();
        return this.spend(req);
      },
      [CoinsSubjects.refund]: async ({ userId, orderId }: { userId: string; orderId: string }) => {
        await tick();
        return this.refund(userId, orderId);
      },
    });
    return this;
  }

  balanceOf(userId: string): string {
    return formatCoinUnits(this.balances.get(userId) ?? 0n);
  }

  /** coins spent and not refunded, over every order of the user */
  spentBy(userId: string): string {
    let units = 0n;
    for (const s of this.spends.values()) if (s.userId === userId && s.state === 'spent') units += s.units;
    return formatCoinUnits(units);
  }

  private spend(req: SpendCoins): CoinOrderMovement {
    if (this.failSpends) fail(this.failSpends.code, this.failSpends.message);
    const units = parseCoinUnits(req.amount) ?? 0n;
    const previous = this.spends.get(req.orderId);
    if (previous) {
      if (previous.state !== 'spent') fail('CONFLICT', "This order's coins were already refunded.");
      return { orderId: req.orderId, amount: formatCoinUnits(previous.units), balance: this.balanceOf(req.userId), applied: false };
    }
    const balance = this.balances.get(req.userId) ?? 0n;
    if (balance < units) fail('INSUFFICIENT_COINS', `You need ${formatCoins(req.amount)} coins to get this discount.`);
    this.balances.set(req.userId, balance - units);
    this.spends.set(req.orderId, { userId: req.userId, units, state: 'spent' });
    return { orderId: req.orderId, amount: formatCoinUnits(units), balance: this.balanceOf(req.userId), applied: true };
  }

  private refund(userId: string, orderId: string): CoinOrderMovement {
    const s = this.spends.get(orderId);
    if (!s) {
      this.spends.set(orderId, { userId, units: 0n, state: 'void' });
      return { orderId, amount: '0.0000', balance: this.balanceOf(userId), applied: false };
    }
    if (s.state !== 'spent') return { orderId, amount: formatCoinUnits(s.units), balance: this.balanceOf(userId), applied: false };
    s.state = 'refunded';
    this.balances.set(userId, (this.balances.get(userId) ?? 0n) + s.units);
    return { orderId, amount: formatCoinUnits(s.units), balance: this.balanceOf(userId), applied: true };
  }

  close(): Promise<void> {
    return this.service?.close() ?? Promise.resolve();
  }
}
