import { UserDirectory } from '@resellpk/backend-service';
import { Injectable } from '@nestjs/common';
import type { OrderItemView, OrderStatusChange, OrderView } from '@resellpk/contracts';
import { isCancellableByReseller } from '@resellpk/domain';
import { OrderRepository, type HistoryRow, type OrderItemRow, type OrderRow } from './order.repository';

/**
 * Orders as the contract shows them: the row with its items and its status history. Staff also see
 * which staff member made each move (`byName`); resellers see only "Staff".
 */
@Injectable()
export class OrderViews {
  constructor(
    private readonly orders: OrderRepository,
    private readonly people: UserDirectory,
  ) {}

  async of(rows: OrderRow[], forStaff = false): Promise<OrderView[]> {
    const ids = rows.map((r) => r.id);
    const [items, history] = await Promise.all([this.orders.itemsOf(ids), this.orders.historyOf(ids)]);
    const names = forStaff ? await this.people.of(history.filter((h) => h.actor === 'staff' && h.actor_id).map((h) => h.actor_id as string)) : undefined;
    const itemsBy = groupBy(items, (i) => i.order_id);
    const historyBy = groupBy(history, (h) => h.order_id);
    return rows.map((r) => toOrderView(r, itemsBy.get(r.id) ?? [], historyBy.get(r.id) ?? [], names));
  }

  async one(row: OrderRow, forStaff = false): Promise<OrderView> {
    const [view] = await this.of([row], forStaff);
    return view;
  }
}

export function toOrderView(r: OrderRow, items: OrderItemRow[], history: HistoryRow[], staffNames?: Map<string, { name: string }>): OrderView {
  return {
    id: r.id,
    resellerId: r.reseller_id,
    status: r.status,
    items: items.map(toItemView),
    totalWeightKg: Number(r.total_weight),
    itemsPaisa: r.items_paisa,
    totalWholesalePricePaisa: r.total_wholesale_price,
    totalProfitPaisa: r.total_profit,
    shippingPaisa: r.shipping_cost,
    totalAmountPaisa: r.total_amount,
    coinsSpent: r.coins_spent,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    customerAddress: r.customer_address,
    customerCity: r.customer_city,
    courier: r.courier,
    trackingId: r.tracking_id,
    trackingLink: r.tracking_link,
    cancellable: isCancellableByReseller(r.status),
    history: history.map((h) => toChange(h, staffNames)),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

function toItemView(i: OrderItemRow): OrderItemView {
  return {
    id: i.id,
    productId: i.product_id,
    name: i.name,
    image: i.image,
    quantity: i.quantity,
    priceBasis: i.price_basis,
    unitPricePaisa: i.unit_price,
    wholesalePricePaisa: i.wholesale_price,
    profitAmountPaisa: i.profit_amount,
    totalPricePaisa: i.total_price,
    coinsSpent: i.coins_spent,
    isGift: i.is_gift,
    offerId: i.offer_id,
  };
}

function toChange(h: HistoryRow, staffNames?: Map<string, { name: string }>): OrderStatusChange {
  const byName = h.actor === 'staff' && h.actor_id ? staffNames?.get(h.actor_id)?.name : undefined;
  return { status: h.to_status, at: h.created_at.toISOString(), by: h.actor, note: h.note, ...(byName ? { byName } : {}) };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
