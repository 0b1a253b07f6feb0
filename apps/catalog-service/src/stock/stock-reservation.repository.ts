import { Injectable } from '@nestjs/common';
import { returningRows, type Tx } from '@resellpk/backend-persistence';
import type { StockLine } from '@resellpk/domain';

export type ReservationStatus = 'reserved' | 'released';

/**
 * `stock_reservations` (one row per order, never deleted) and its lines, and the stock moves they
 * make on products. Every statement takes a `Tx`: a reservation and its stock move commit together.
 */
@Injectable()
export class StockReservationRepository {
  /**
   * Creates the order's row: true when this transaction made it. A concurrent claim of the same
   * order waits for ours to end (the primary key), so duplicates queue behind the first instead
   * of both moving stock.
   */
  async claim(tx: Tx, orderId: string, status: ReservationStatus): Promise<boolean> {
    const rows = await returningRows<{ order_id: string }>(
      tx,
      `INSERT INTO stock_reservations (order_id, status, released_at)
       VALUES ($1, $2::text, CASE WHEN $2::text = 'released' THEN now() END)
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [orderId, status],
    );
    return rows.length === 1;
  }

  /** The order's row, locked until the transaction ends. */
  async lock(tx: Tx, orderId: string): Promise<{ status: ReservationStatus } | null> {
    const [row]: Array<{ status: ReservationStatus }> = await tx.query(`SELECT status FROM stock_reservations WHERE order_id = $1 FOR UPDATE`, [orderId]);
    return row ?? null;
  }

  async markReleased(tx: Tx, orderId: string): Promise<void> {
    await tx.query(`UPDATE stock_reservations SET status = 'released', released_at = now() WHERE order_id = $1`, [orderId]);
  }

  async insertLines(tx: Tx, orderId: string, lines: StockLine[]): Promise<void> {
    await tx.query(`INSERT INTO stock_reservation_lines (order_id, product_id, quantity) SELECT $1::uuid, * FROM unnest($2::uuid[], $3::int[])`, [
      orderId,
      lines.map((l) => l.productId),
      lines.map((l) => l.quantity),
    ]);
  }

  /** The order's lines in product id order (the one order every stock writer locks products in). */
  async linesOf(tx: Tx, orderId: string): Promise<StockLine[]> {
    const rows: Array<{ product_id: string; quantity: number }> = await tx.query(
      `SELECT product_id, quantity FROM stock_reservation_lines WHERE order_id = $1 ORDER BY product_id`,
      [orderId],
    );
    return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
  }

  /**
   * Takes `quantity` units when that many are left (a conditional decrement: concurrent takers
   * queue on the row and each re-checks the stock the one before left). The stock after, or null
   * when the units are not there.
   */
  async take(tx: Tx, productId: string, quantity: number): Promise<number | null> {
    const [row] = await returningRows<{ stock: number }>(
      tx,
      `UPDATE products SET stock = stock - $2, updated_at = now() WHERE id = $1 AND stock >= $2 RETURNING stock`,
      [productId, quantity],
    );
    return row ? row.stock : null;
  }

  /** Puts units back; the product's name and stock after, or null when the product was deleted since. */
  async putBack(tx: Tx, productId: string, quantity: number): Promise<{ name: string; stock: number } | null> {
    const [row] = await returningRows<{ name: string; stock: number }>(
      tx,
      `UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 RETURNING name, stock`,
      [productId, quantity],
    );
    return row ?? null;
  }

  async stockOf(tx: Tx, productId: string): Promise<{ name: string; stock: number } | null> {
    const [row]: Array<{ name: string; stock: number }> = await tx.query(`SELECT name, stock FROM products WHERE id = $1`, [productId]);
    return row ?? null;
  }
}
