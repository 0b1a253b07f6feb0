import { Injectable, Logger } from '@nestjs/common';
import { BusClient, fail, isServiceFailure } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import {
  CatalogSubjects,
  CoinsSubjects,
  IdentitySubjects,
  type FreeOfferView,
  type OrderQuote,
  type PlanCode,
  type ProductPricing,
  type QuoteRequest,
  type RequestContext,
} from '@resellpk/contracts';
import { quoteOrder, validateQuoteRequest } from '@resellpk/domain';

/** What a quote was computed from, kept for checkout (it needs the wholesale prices for the items). */
export interface PricedCart {
  quote: OrderQuote;
  products: Map<string, ProductPricing>;
}

const MAX_PRICING_IDS = 100;

/**
 * Prices a cart for its caller from what the owners say now: catalog (prices, stock, offers),
 * identity (the plan, not the token's, which may be minutes old) and coins (the balance). The
 * request carries no price: whatever a client sends besides lines and gifts is dropped.
 */
@Injectable()
export class QuoteService {
  private readonly log = new Logger(QuoteService.name);

  constructor(private readonly bus: BusClient<'orders'>) {}

  async quote(req: unknown, ctx: RequestContext): Promise<OrderQuote> {
    return (await this.price(this.validate(req), ctx)).quote;
  }

  validate(req: unknown): QuoteRequest {
    const checked = validateQuoteRequest(req);
    if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
    return checked.value;
  }

  /**
   * The quote of a validated request for the caller (a visitor when ctx has no user). The cart's
   * quote also lists the offers the order unlocks with their products' stock; a checkout (`forCheckout`)
   * needs the offers only to check the gifts it carries, and their products are priced with the lines:
   * it saves those round trips.
   */
  async price(request: QuoteRequest, ctx: RequestContext, { forCheckout = false } = {}): Promise<PricedCart> {
    const userId = isUuid(ctx?.userId) ? ctx.userId : null;
    const call = { correlationId: ctx?.correlationId ?? 'orders-quote' };
    const wanted = unique([...request.items.map((l) => l.productId), ...(request.gifts ?? []).map((g) => g.productId)]);
    // the balance is asked at once with the rest; only a free user's quote needs it (premium never spends coins)
    const balance = userId ? settle(this.balanceOf(userId, call)) : null;
    const [products, offers, plan] = await Promise.all([
      this.bus.call(CatalogSubjects.pricingOf, call, { productIds: wanted }),
      forCheckout && !request.gifts?.length ? ([] as FreeOfferView[]) : this.bus.call(CatalogSubjects.activeOffersForQuote, call, {}),
      userId ? this.bus.call(IdentitySubjects.pricingPlanOf, call, { userId }) : null,
    ]);
    const coinBalance = !balance ? ZERO_COINS : plan?.premiumAccess ? await outcome(balance).catch(() => ZERO_COINS) : await outcome(balance);
    const byId = new Map(products.map((p) => [p.id.toLowerCase(), p]));
    // the stock of gifts the order could add: one more look-up for the offers' products not priced yet
    const missing = unique(offers.flatMap((o: FreeOfferView) => o.products.map((p) => p.id.toLowerCase()))).filter((id) => !byId.has(id));
    if (!forCheckout && missing.length > 0) {
      for (const p of await this.bus.call(CatalogSubjects.pricingOf, call, { productIds: missing.slice(0, MAX_PRICING_IDS) })) byId.set(p.id.toLowerCase(), p);
    }
    const planCode: PlanCode | null = userId ? (plan?.plan ?? 'free') : null;
    const quoted = quoteOrder({
      request,
      products: [...byId.values()],
      plan: planCode,
      premiumAccess: !!plan?.premiumAccess,
      allowanceLeftPaisa: plan?.allowanceLeftPaisa ?? null,
      coinBalance: userId ? coinBalance : null,
      offers,
    });
    if (!quoted.ok) fail('VALIDATION', quoted.message, quoted.field);
    return { quote: quoted.value, products: byId };
  }

  /** The balance; an account coins does not know yet has none. */
  private async balanceOf(userId: string, call: { correlationId: string }): Promise<string> {
    try {
      return (await this.bus.call(CoinsSubjects.balanceOf, call, { userId })).balance;
    } catch (error) {
      if (isServiceFailure(error) && error.code === 'NOT_FOUND') return ZERO_COINS;
      this.log.warn(`coin balance of ${userId}: ${(error as Error).message}`);
      throw error;
    }
  }
}

const ZERO_COINS = '0.0000';

type Settled<T> = Promise<{ ok: true; value: T } | { ok: false; error: unknown }>;
/** A call whose failure is read later (or never): no unhandled rejection meanwhile. */
function settle<T>(p: Promise<T>): Settled<T> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
async function outcome<T>(s: Settled<T>): Promise<T> {
  const r = await s;
  if (!r.ok) throw r.error;
  return r.value;
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
