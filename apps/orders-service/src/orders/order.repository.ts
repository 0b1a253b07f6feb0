import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { OrderItemView, OrderStatus, PriceBasis, ProductImage, ServiceError } from '@resellpk/contracts';

export type SagaState = 'pending' | 'compensating' | 'completed' | 'failed';

export interface OrderRow {
  id: string;
  reseller_id: string;
  status: OrderStatus;
  saga_state: SagaState;
  total_weight: string;
  items_paisa: number;
  total_wholesale_price: number;
  total_profit: number;
  shipping_cost: number;
  total_amount: number;
  coins_spent: string;
  /** integer paisa of the partner plan's wholesale allowance this order took */
  allowance_used_paisa: number;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  customer_city: string;
  courier: string | null;
  tracking_id: string | null;
  tracking_link: string | null;
  request_hash: string | null;
  failure: ServiceError | null;
  created_at: Date;
  updated_at: Date;
}
export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  name: string;
  image: ProductImage | null;
  quantity: number;
  price_basis: PriceBasis;
  unit_price: number;
  wholesale_price: number;
  profit_amount: number;
  total_price: number;
  coins_spent: string;
  is_gift: boolean;
  offer_id: string | null;
}
export interface HistoryRow {
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: 'reseller' | 'staff' | 'system';
  actor_id: string | null;
  note: string | null;
  created_at: Date;
}

export interface NewOrder {
  id: string;
  resellerId: string;
  idempotencyKey: string;
  requestHash: string;
  plan: string | null;
  totalWeightKg: number;
  itemsPaisa: number;
  totalWholesalePaisa: number;
  totalProfitPaisa: number;
  shippingPaisa: number;
  totalAmountPaisa: number;
  coinsSpent: string;
  allowanceUsedPaisa: number;
  customer: { name: string; phone: string; address: string; city: string };
  /** the line as the reseller will see it (its id comes from the insert), plus its weight */
  items: Array<Omit<OrderItemView, 'id'> & { weightKg: number }>;
}

// bigint columns come back as numbers (integer paisa fits a double exactly up to Rs. 90 trillion)
const ORDER_COLUMNS = `o.id, o.reseller_id, o.status, o.saga_state, o.total_weight::text AS total_weight, o.items_paisa::float8 AS items_paisa,
  o.total_wholesale_price::float8 AS total_wholesale_price, o.total_profit::float8 AS total_profit, o.shipping_cost::float8 AS shipping_cost,
  o.total_amount::float8 AS total_amount, o.coins_spent::text AS coins_spent, o.allowance_used_paisa::float8 AS allowance_used_paisa, o.customer_name, o.customer_phone, o.customer_address,
  o.customer_city, o.courier, o.tracking_id, o.tracking_link, o.request_hash, o.failure, o.created_at, o.updated_at`;

const ITEM_COLUMNS = `id, order_id, product_id, name, image, quantity, price_basis, unit_price::float8 AS unit_price, wholesale_price::float8 AS wholesale_price,
  profit_amount::float8 AS profit_amount, total_price::float8 AS total_price, coins_spent::text AS coins_spent, is_gift, offer_id`;

export interface AdminFilter {
  status?: OrderStatus;
  search?: string;
  /** YYYY-MM-DD, Asia/Karachi, inclusive */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface ResellerStatsRow {
  reseller_id: string;
  orders: number;
  delivered: number;
  delivered_value: number;
  profit_paid: number;
}

/** Every query on orders, order_items and order_status_history. Writes take a `Tx`. */
@Injectable()
export class OrderRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Orders per status that has any (completed checkouts only). */
  countByStatus(db: Reader = this.db): Promise<Array<{ status: OrderStatus; n: number }>> {
    return db.query(`SELECT status, count(*)::int AS n FROM orders WHERE saga_state = 'completed' GROUP BY status`);
  }

  /** Orders delivered since midnight in Pakistan and still delivered (a same-day return leaves the figure). */
  async deliveredToday(db: Reader = this.db): Promise<{ orders: number; value_paisa: string }> {
    const [row] = await db.query(
      `SELECT count(*)::int AS orders, coalesce(sum(o.total_amount), 0)::text AS value_paisa
         FROM orders o
        WHERE o.status = 'delivered' AND o.saga_state = 'completed'
          AND EXISTS (SELECT 1 FROM order_status_history h
                       WHERE h.order_id = o.id AND h.to_status = 'delivered'
                         AND h.created_at >= ((now() AT TIME ZONE 'Asia/Karachi')::date)::timestamp AT TIME ZONE 'Asia/Karachi')`,
    );
    return row;
  }

  async findByKey(resellerId: string, key: string, db: Reader = this.db): Promise<OrderRow | null> {
    const [row] = await db.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.reseller_id = $1 AND o.idempotency_key = $2`, [resellerId, key]);
    return row ?? null;
  }

  async find(id: string, db: Reader = this.db): Promise<OrderRow | null> {
    const [row] = await db.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [id]);
    return row ?? null;
  }

  /** The order and its items, pending (the items as stored); null when (reseller, key) already has an order. */
  async insertPending(tx: Tx, o: NewOrder): Promise<OrderItemRow[] | null> {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO orders (id, reseller_id, idempotency_key, request_hash, plan, saga_state, status, total_weight, items_paisa, total_wholesale_price,
         total_profit, shipping_cost, total_amount, coins_spent, customer_name, customer_phone, customer_address, customer_city, allowance_used_paisa)
       VALUES ($1, $2, $3, $4, $5, 'pending', 'processing', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (reseller_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        o.id, o.resellerId, o.idempotencyKey, o.requestHash, o.plan, o.totalWeightKg, o.itemsPaisa, o.totalWholesalePaisa, o.totalProfitPaisa,
        o.shippingPaisa, o.totalAmountPaisa, o.coinsSpent, o.customer.name, o.customer.phone, o.customer.address, o.customer.city,
        o.allowanceUsedPaisa,
      ],
    );
    if (inserted.length === 0) return null;
    const cols = 14;
    const values: unknown[] = [];
    const rows = o.items.map((it, i) => {
      values.push(o.id, i, it.productId, it.name, it.image ? JSON.stringify(it.image) : null, it.quantity, it.priceBasis, it.unitPricePaisa,
        it.wholesalePricePaisa, it.profitAmountPaisa, it.totalPricePaisa, it.coinsSpent, it.isGift, it.offerId);
      const p = Array.from({ length: cols }, (_, k) => `$${i * (cols + 1) + k + 1}`);
      values.push(it.weightKg);
      return `(${p.join(', ')}, $${i * (cols + 1) + cols + 1})`;
    });
    const items: Array<OrderItemRow & { position: number }> = await tx.query(
      `INSERT INTO order_items (order_id, position, product_id, name, image, quantity, price_basis, unit_price, wholesale_price, profit_amount,
         total_price, coins_spent, is_gift, offer_id, weight_kg) VALUES ${rows.join(', ')} RETURNING position, ${ITEM_COLUMNS}`,
      values,
    );
    return items.sort((a, b) => a.position - b.position).map(({ position: _position, ...item }) => item);
  }

  /** pending -> completed, only if nobody (the recovery job) took the saga meanwhile. */
  async complete(tx: Tx, id: string): Promise<OrderRow | null> {
    const [row] = await returningRows<OrderRow>(
      tx,
      `UPDATE orders o SET saga_state = 'completed', updated_at = now() WHERE o.id = $1 AND o.saga_state = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [id],
    );
    return row ?? null;
  }

  /** pending -> compensating (also a compensation left half-way); null when the saga is completed or failed already. */
  async claimForCompensation(id: string): Promise<OrderRow | null> {
    const [row] = await returningRows<OrderRow>(
      this.db,
      `UPDATE orders o SET saga_state = 'compensating', updated_at = now() WHERE o.id = $1 AND o.saga_state IN ('pending', 'compensating') RETURNING ${ORDER_COLUMNS}`,
      [id],
    );
    return row ?? null;
  }

  /** Claims up to `limit` sagas left pending (or compensating) longer than `staleMs`: pending -> compensating. */
  async claimStale(staleMs: number, limit: number): Promise<OrderRow[]> {
    return returningRows<OrderRow>(
      this.db,
      `UPDATE orders o SET saga_state = 'compensating', updated_at = now()
        WHERE o.id IN (SELECT id FROM orders WHERE saga_state IN ('pending', 'compensating') AND updated_at < now() - make_interval(secs => $1::float8 / 1000)
                        ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING ${ORDER_COLUMNS}`,
      [staleMs, limit],
    );
  }

  /** compensating -> failed, with the error the saga answered. */
  async markFailed(id: string, failure: ServiceError): Promise<void> {
    await this.db.query(`UPDATE orders SET saga_state = 'failed', failure = $2, updated_at = now() WHERE id = $1 AND saga_state = 'compensating'`, [id, JSON.stringify(failure)]);
  }

  async addHistory(tx: Tx, h: Omit<HistoryRow, 'created_at'>): Promise<Date> {
    const [row] = await tx.query(
      `INSERT INTO order_status_history (order_id, from_status, to_status, actor, actor_id, note) VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
      [h.order_id, h.from_status, h.to_status, h.actor, h.actor_id, h.note],
    );
    return row.created_at;
  }

  /** Moves a completed order from `from` to `to`; null when its status is no longer `from` (someone else moved it). */
  async changeStatus(
    tx: Tx,
    id: string,
    from: OrderStatus,
    to: OrderStatus,
    tracking: { courier: string | null; trackingId: string | null; trackingLink: string | null },
    resellerId?: string,
  ): Promise<OrderRow | null> {
    const [row] = await returningRows<OrderRow>(
      tx,
      `UPDATE orders o SET status = $3, updated_at = now(),
          courier = CASE WHEN $3 = 'shipped' THEN $4 ELSE o.courier END,
          tracking_id = CASE WHEN $3 = 'shipped' THEN $5 ELSE o.tracking_id END,
          tracking_link = CASE WHEN $3 = 'shipped' THEN $6 ELSE o.tracking_link END
        WHERE o.id = $1 AND o.status = $2 AND o.saga_state = 'completed' AND ($7::uuid IS NULL OR o.reseller_id = $7)
        RETURNING ${ORDER_COLUMNS}`,
      [id, from, to, tracking.courier, tracking.trackingId, tracking.trackingLink, resellerId ?? null],
    );
    return row ?? null;
  }

  async itemsOf(orderIds: string[], db: Reader = this.db): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db.query(`SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`, [orderIds]);
  }

  async historyOf(orderIds: string[], db: Reader = this.db): Promise<HistoryRow[]> {
    if (orderIds.length === 0) return [];
    return db.query(
      `SELECT order_id, from_status, to_status, actor, actor_id, note, created_at FROM order_status_history WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, id`,
      [orderIds],
    );
  }

  /** A reseller's completed orders, newest first, after the order `afterId` (keyset). */
  listOfReseller(resellerId: string, limit: number, afterId: string | null): Promise<OrderRow[]> {
    return this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o
        WHERE o.reseller_id = $1 AND o.saga_state = 'completed'
          AND ($3::uuid IS NULL OR (o.created_at, o.id) < (SELECT created_at, id FROM orders WHERE id = $3::uuid))
        ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [resellerId, limit, afterId],
    );
  }

  /** Staff's list: completed orders filtered, newest first, with the total the filter matches. */
  async adminList(f: AdminFilter): Promise<{ rows: OrderRow[]; total: number }> {
    const where: string[] = [`o.saga_state = 'completed'`];
    const params: unknown[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (f.status) where.push(`o.status = ${param(f.status)}`);
    if (f.from) where.push(`o.created_at >= (${param(f.from)}::date)::timestamp AT TIME ZONE 'Asia/Karachi'`);
    if (f.to) where.push(`o.created_at < ((${param(f.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi')`);
    const search = f.search?.trim();
    if (search) {
      const alternatives: string[] = [];
      const lower = search.toLowerCase();
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(lower)) alternatives.push(`o.id = ${param(lower)}::uuid`);
      else if (/^#?[0-9a-f]{8}$/.test(lower)) alternatives.push(`right(o.id::text, 8) = ${param(lower.replace('#', ''))}`);
      alternatives.push(`o.customer_name ILIKE ${param(`%${escapeLike(search)}%`)}`);
      const digits = search.replace(/\D/g, '');
      // 0300-1234567 and +92 300 1234567 both find +923001234567: compare the digits after the 0 / 92
      const national = digits.replace(/^(0092|92|0)/, '');
      if (national.length >= 4) alternatives.push(`o.customer_phone LIKE ${param(`%${national}%`)}`);
      where.push(`(${alternatives.join(' OR ')})`);
    }
    const sqlWhere = where.join(' AND ');
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM orders o WHERE ${sqlWhere}`, params);
    const rows = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${sqlWhere} ORDER BY o.created_at DESC, o.id DESC LIMIT ${param(f.limit)} OFFSET ${param(f.offset)}`,
      params,
    );
    return { rows, total };
  }

  resellerStats(userIds: string[]): Promise<ResellerStatsRow[]> {
    return this.db.query(
      `SELECT reseller_id, count(*)::int AS orders, count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
              coalesce(sum(total_amount) FILTER (WHERE status = 'delivered'), 0)::float8 AS delivered_value,
              coalesce(sum(total_profit) FILTER (WHERE status = 'delivered'), 0)::float8 AS profit_paid
         FROM orders WHERE reseller_id = ANY($1::uuid[]) AND saga_state = 'completed' GROUP BY reseller_id`,
      [userIds],
    );
  }
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
