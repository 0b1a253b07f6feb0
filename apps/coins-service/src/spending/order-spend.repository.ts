import { Injectable } from '@nestjs/common';
import type { Tx } from '@resellpk/backend-persistence';

/** spent: coins held by the order; refunded / void: given back or closed before any spend; delivered: final, never refunded. */
export type OrderSpendStatus = 'spent' | 'refunded' | 'void' | 'delivered';
export interface OrderSpendRow {
  order_id: string;
  user_id: string;
  amount: string;
  status: OrderSpendStatus;
}

/** `coin_order_spends`: what each order spent and whether it was given back (one row per order). */
@Injectable()
export class OrderSpendRepository {
  async lock(tx: Tx, orderId: string): Promise<OrderSpendRow | null> {
    const [row]: OrderSpendRow[] = await tx.query(
      `SELECT order_id, user_id, amount::text AS amount, status FROM coin_order_spends WHERE order_id = $1 FOR UPDATE`,
      [orderId],
    );
    return row ?? null;
  }

  async insert(tx: Tx, row: OrderSpendRow): Promise<void> {
    await tx.query(`INSERT INTO coin_order_spends (order_id, user_id, amount, status) VALUES ($1, $2, $3, $4)`, [row.order_id, row.user_id, row.amount, row.status]);
  }

  async markRefunded(tx: Tx, orderId: string): Promise<void> {
    await tx.query(`UPDATE coin_order_spends SET status = 'refunded', updated_at = now() WHERE order_id = $1`, [orderId]);
  }

  async markDelivered(tx: Tx, orderId: string): Promise<void> {
    await tx.query(`UPDATE coin_order_spends SET status = 'delivered', updated_at = now() WHERE order_id = $1`, [orderId]);
  }
}
