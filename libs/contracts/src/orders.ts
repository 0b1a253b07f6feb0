import type { AuditLogQuery, AuditLogSlice } from './audit';
import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ProductImage } from './catalog';
import type { CoinAmount } from './coins';
import type { PlanCode } from './roles';
import type { ServiceHealth } from './services';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderCounts = Record<OrderStatus, number>;

/** The admin dashboard's delivered figure: orders delivered today (Asia/Karachi) and still delivered, and their total in paisa. */
export interface DeliveredToday {
  orders: number;
  valuePaisa: number;
}

// ---------- the cart as the browser sends it (prices never included: the server prices it) ----------

export interface CartLineInput {
  productId: string;
  /** whole units, 1..99 */
  quantity: number;
  /** the reseller's margin on the whole line, integer paisa, 0..10,000,000 */
  profitAmountPaisa: number;
  /** free users: spend coinDiscount x quantity coins on this line for the discounted price */
  applyCoins?: boolean;
}
/** A free gift the reseller chose: units of an eligible product of an offer the order unlocks. */
export interface GiftChoice {
  offerId: string;
  productId: string;
  /** 1..the offer's maxUnitsPerOrder (summed over the offer's products) */
  quantity: number;
}
export interface QuoteRequest {
  /** 1..50 lines, each product once */
  items: CartLineInput[];
  gifts?: GiftChoice[];
}

/** How a line's unit price was chosen. */
export type PriceBasis = 'wholesale' | 'retail' | 'discounted';
/** Why a line cannot be ordered as it stands (the quote still prices the rest). */
export type LineProblem = 'NOT_FOUND' | 'OUT_OF_STOCK' | 'PREMIUM_ONLY' | 'INSUFFICIENT_COINS';

export interface QuoteLine {
  productId: string;
  name: string;
  image: ProductImage | null;
  quantity: number;
  /** units in stock now (0 when not found) */
  stock: number;
  weightKg: number;
  priceBasis: PriceBasis;
  /** integer paisa: what one unit costs this caller */
  unitPricePaisa: number;
  /** the retail unit price, for showing what premium access or coins saved */
  retailPricePaisa: number;
  profitAmountPaisa: number;
  /** unitPrice x quantity + profit */
  lineTotalPaisa: number;
  /** coinDiscount x quantity: what Apply Coins would spend on this line ("0.0000" when none) */
  coinCost: CoinAmount;
  /** Apply Coins may be offered on this line (free user, coin discount above 0) */
  coinsApplicable: boolean;
  /** coins are spent on this line (asked for, applicable and covered by the balance) */
  coinsApplied: boolean;
  problem: LineProblem | null;
}
export interface QuoteGiftProduct {
  productId: string;
  name: string;
  image: ProductImage | null;
  /** what the gift is worth at wholesale (integer paisa); the reseller pays Rs. 0 */
  worthPaisa: number;
  stock: number;
}
/** An active free offer whose threshold the items' value reaches. */
export interface UnlockedOffer {
  offerId: string;
  name: string;
  minOrderThresholdPaisa: number;
  maxUnitsPerOrder: number;
  products: QuoteGiftProduct[];
}
export interface QuoteGiftLine extends GiftChoice {
  name: string;
  image: ProductImage | null;
}
export interface OrderQuote {
  /** the plan the prices were computed for (null for a visitor) */
  plan: PlanCode | null;
  /** premium access: wholesale prices, coins shown as applied automatically */
  premiumAccess: boolean;
  lines: QuoteLine[];
  gifts: QuoteGiftLine[];
  totalWeightKg: number;
  /** sum of unitPrice x quantity: the item value that free gifts and the first-order bonus use */
  itemsPaisa: number;
  totalProfitPaisa: number;
  shippingPaisa: number;
  /** items + profit + shipping: what the end customer pays the courier */
  totalAmountPaisa: number;
  /**
   * integer paisa this order takes from a partner plan's wholesale allowance:
   * (retail - wholesale) x quantity over the lines priced at wholesale; 0 when the plan is unlimited
   * (Elite, Premium) or free
   */
  allowanceUsedPaisa: number;
  /** coins this order would spend */
  coinsToSpend: CoinAmount;
  /** the caller's coin balance ("0.0000" for a visitor) */
  coinBalance: CoinAmount;
  /** offers the item value unlocks, lowest threshold first */
  unlockedOffers: UnlockedOffer[];
  /** true when every line can be ordered as quoted */
  orderable: boolean;
}

// ---------- the signed-in reseller's saved cart (PRODUCT.md "Pricing and the cart") ----------

/**
 * What a reseller chose, kept by orders-service so it follows them to every device: lines
 * (product, quantity, margin, Apply Coins) and gifts; never a price, stock or coin figure (a quote
 * prices it, checkout re-prices it).
 */
export interface SavedCart {
  /** 0..50 lines, each product once, in the order they were added */
  items: CartLineInput[];
  gifts: GiftChoice[];
  /** raised by every save; 0 while the reseller has never saved a cart */
  version: number;
  /** null while never saved */
  updatedAt: string | null;
}
/**
 * Replaces the whole cart when `version` is still the stored one (optimistic concurrency);
 * otherwise CONFLICT, and the caller reads the cart, merges its own change in and saves again.
 */
export interface SaveCartRequest {
  items: CartLineInput[];
  gifts?: GiftChoice[];
  /** the version the caller last read (0 when it has none) */
  version: number;
}

// ---------- checkout ----------

export interface CustomerDetails {
  /** 2..100 characters after trim */
  name: string;
  /** a Pakistani mobile number in any usual form; stored as +923XXXXXXXXX */
  phone: string;
  /** 5..300 characters after trim */
  address: string;
  /** 2..60 characters after trim */
  city: string;
}
export interface PlaceOrderRequest extends QuoteRequest {
  customer: CustomerDetails;
  /** the Idempotency-Key header: 8..100 characters; the same key twice gives the same order */
  idempotencyKey: string;
}

export interface OrderItemView {
  id: string;
  productId: string;
  name: string;
  image: ProductImage | null;
  quantity: number;
  priceBasis: PriceBasis;
  unitPricePaisa: number;
  /** the wholesale price at order time (staff see it; resellers with premium access paid it) */
  wholesalePricePaisa: number;
  profitAmountPaisa: number;
  /** unitPrice x quantity + profit */
  totalPricePaisa: number;
  coinsSpent: CoinAmount;
  /** a free gift (Rs. 0) from an offer */
  isGift: boolean;
  offerId: string | null;
}
export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  /** 'reseller' | 'staff' | 'system' */
  by: 'reseller' | 'staff' | 'system';
  /** the staff member's name, for a staff move seen by staff (resellers see only "Staff") */
  byName?: string;
  note: string | null;
}
export interface OrderView {
  id: string;
  resellerId: string;
  status: OrderStatus;
  items: OrderItemView[];
  totalWeightKg: number;
  itemsPaisa: number;
  /** sum of the items' wholesale value (the spec's total_wholesale_price) */
  totalWholesalePricePaisa: number;
  totalProfitPaisa: number;
  shippingPaisa: number;
  totalAmountPaisa: number;
  coinsSpent: CoinAmount;
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  customerCity: string;
  courier: string | null;
  trackingId: string | null;
  trackingLink: string | null;
  /** the reseller may cancel (processing only) */
  cancellable: boolean;
  history: OrderStatusChange[];
  createdAt: string;
  updatedAt: string;
}

export interface ListOrdersQuery {
  /** opaque keyset cursor from the previous page */
  cursor?: string;
  /** 1..50, default 20 */
  limit?: number;
}
export interface OrderPage {
  items: OrderView[];
  nextCursor: string | null;
}
export interface OrderRef {
  id: string;
}

// ---------- staff ----------

export interface AdminListOrdersQuery {
  status?: OrderStatus;
  /** an order id (or its last 8 characters), customer name or customer phone */
  search?: string;
  /** inclusive ISO dates (YYYY-MM-DD, Asia/Karachi) */
  from?: string;
  to?: string;
  /** 1-based */
  page?: number;
  /** 1..100, default 20 */
  pageSize?: number;
}
export interface AdminOrderView extends OrderView {
  resellerName: string;
  resellerEmail: string;
}
export interface AdminOrderPage {
  items: AdminOrderView[];
  total: number;
  page: number;
  pageSize: number;
}
/** Staff moving an order: shipped needs courier, trackingId and an http(s) trackingLink. */
export interface ChangeOrderStatus {
  id: string;
  status: OrderStatus;
  courier?: string;
  trackingId?: string;
  trackingLink?: string;
  /** optional reason (cancel, return) */
  note?: string;
}
export interface ResellerOrderStats {
  userId: string;
  ordersCount: number;
  deliveredCount: number;
  /** sum of delivered orders' totalAmount, integer paisa */
  deliveredValuePaisa: number;
  /** sum of delivered orders' profit (what was credited to the wallet), integer paisa */
  profitPaidPaisa: number;
}

/** orders-service's request-reply subjects (`orders.<verb>`) and their contracts. */
export interface OrdersCommands {
  'orders.health': Command<NoData, ServiceHealth>;
  /** staff: number of orders per status, for the dashboard's New Orders (processing) */
  'orders.countByStatus': Command<NoData, OrderCounts>;
  /** anyone (a visitor gets retail prices): prices the cart for the caller */
  'orders.quote': Command<QuoteRequest, OrderQuote>;
  /** reseller: the checkout saga; OUT_OF_STOCK / INSUFFICIENT_COINS / VALIDATION on refusal */
  'orders.place': Command<PlaceOrderRequest, OrderView>;
  /** reseller: own orders, newest first */
  'orders.list': Command<ListOrdersQuery, OrderPage>;
  /** the owner or staff; NOT_FOUND for anyone else */
  'orders.get': Command<OrderRef, OrderView>;
  /** reseller: own order, processing only */
  'orders.cancel': Command<OrderRef, OrderView>;
  /** admin */
  'orders.adminList': Command<AdminListOrdersQuery, AdminOrderPage>;
  /** admin: processing -> shipped -> delivered, cancelled, returned (from shipped) */
  'orders.changeStatus': Command<ChangeOrderStatus, OrderView>;
  /** admin: order figures of the given resellers (at most 100 ids) */
  'orders.resellerStats': Command<{ userIds: string[] }, ResellerOrderStats[]>;
  /** admin: the dashboard's delivered-today value */
  'orders.deliveredToday': Command<NoData, DeliveredToday>;
  /** admin: the newest rows of orders' audit log (ship, deliver, cancel, return: who, whom, how much) */
  'orders.listAuditLog': Command<AuditLogQuery, AuditLogSlice<'orders'>>;
  /** reseller: own saved cart (an empty one at version 0 when never saved); FORBIDDEN for staff */
  'orders.getCart': Command<NoData, SavedCart>;
  /** reseller: replaces own saved cart; CONFLICT when `version` is stale, VALIDATION on a bad cart (nothing changes) */
  'orders.saveCart': Command<SaveCartRequest, SavedCart>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const ORDERS_CALLERS = {
  'orders.health': ['gateway'],
  'orders.countByStatus': ['gateway'],
  'orders.quote': ['gateway'],
  'orders.place': ['gateway'],
  'orders.list': ['gateway'],
  'orders.get': ['gateway'],
  'orders.cancel': ['gateway'],
  'orders.adminList': ['gateway'],
  'orders.changeStatus': ['gateway'],
  'orders.resellerStats': ['gateway'],
  'orders.deliveredToday': ['gateway'],
  'orders.listAuditLog': ['gateway'],
  'orders.getCart': ['gateway'],
  'orders.saveCart': ['gateway'],
} as const satisfies CallersOf<OrdersCommands>;

export const OrdersSubjects = subjectsOf<OrdersCommands, 'orders'>('orders', ORDERS_CALLERS);

// ---------- events ----------

/**
 * An order reached `delivered` (once per order). Coins pays the rewards on it: the buyer's first
 * delivered order returns 30 % of its item value as coins; the buyer's referrer gets 1,000 coins on
 * that first delivered order and 50 % of the coins any delivered order spent.
 */
export interface OrderDeliveredV1 {
  orderId: string;
  /** the reseller who placed the order */
  userId: string;
  /** integer paisa: the items' value (what the 30 % first-order bonus is computed on) */
  itemValuePaisa: number;
  /** coins the order spent at checkout (exact decimal string, "0.0000" when none) */
  coinsSpent: string;
  deliveredAt: string;
  /** integer paisa: the reseller's profit; wallet-payments credits it (key `order:<orderId>:profit`, 0 credits nothing) */
  profitPaisa?: number;
}

/** An order was placed (checkout completed) or changed status. */
export interface OrderStatusChangedV1 {
  orderId: string;
  userId: string;
  /** null when the order was just placed */
  from: OrderStatus | null;
  to: OrderStatus;
  /** integer paisa */
  totalAmountPaisa: number;
  totalProfitPaisa: number;
  coinsSpent: CoinAmount;
  customerName: string;
  courier: string | null;
  trackingId: string | null;
  trackingLink: string | null;
  note: string | null;
  at: string;
}

/** The events of orders-service (stream ORDERS, `orders.<entity>.<event>.v<N>`) and their payloads. */
export interface OrdersEventMap {
  'orders.order.delivered.v1': OrderDeliveredV1;
  'orders.order.status-changed.v1': OrderStatusChangedV1;
}
export const OrdersEvents = {
  orderDeliveredV1: 'orders.order.delivered.v1',
  orderStatusChangedV1: 'orders.order.status-changed.v1',
} as const satisfies Record<string, keyof OrdersEventMap>;
/** Which services consume each event (one durable consumer each). */
export const ORDERS_EVENT_CONSUMERS = {
  // coins: the first-order bonus and the referral rewards; wallet-payments: the profit
  'orders.order.delivered.v1': ['coins', 'wallet-payments'],
  // catalog puts the stock back and coins refunds the order's coins on cancelled / returned;
  // chat notifies the reseller (shipped, delivered, cancelled, returned); identity gives the order's
  // wholesale allowance back on cancelled / returned
  'orders.order.status-changed.v1': ['catalog', 'coins', 'chat', 'identity'],
} as const satisfies ConsumersOf<OrdersEventMap>;
