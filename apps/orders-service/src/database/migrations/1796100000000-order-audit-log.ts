import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders' audit log (issue 33): one row per status change after placement (staff shipping,
 * delivering, cancelling or returning; a reseller cancelling their own), with who, whom and the
 * amounts it moves, read by /admin/audit-log beside identity's and the wallet's. The columns are the
 * ones the shared reader expects (readAuditLog). An order reaches each status once, so each action
 * is once per order. The changes made before this release are copied from order_status_history.
 */
export class OrderAuditLog1796100000000 implements MigrationInterface {
  name = 'OrderAuditLog1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid NULL,
        action text NOT NULL CHECK (action IN ('order.shipped', 'order.delivered', 'order.cancelled', 'order.returned')),
        target_user_id uuid NOT NULL,
        order_id uuid NOT NULL REFERENCES orders (id),
        amount_paisa bigint NULL CHECK (amount_paisa >= 0),
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT audit_log_once_per_order UNIQUE (order_id, action)
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC)`);
    // the changes made before this release, with the order's amounts as they stand (fixed once placed)
    await q.query(`
      INSERT INTO audit_log (actor_id, action, target_user_id, order_id, amount_paisa, details, created_at)
      SELECT h.actor_id, 'order.' || h.to_status, o.reseller_id, o.id,
             CASE h.to_status WHEN 'shipped' THEN o.total_amount WHEN 'delivered' THEN o.total_profit END,
             jsonb_build_object('orderId', o.id, 'from', h.from_status, 'to', h.to_status, 'by', h.actor, 'note', h.note,
                                'totalAmountPaisa', o.total_amount, 'profitPaisa', o.total_profit)
               || CASE WHEN h.to_status = 'shipped' THEN jsonb_build_object('courier', o.courier, 'trackingId', o.tracking_id) ELSE '{}'::jsonb END
               || CASE WHEN h.to_status IN ('cancelled', 'returned') THEN jsonb_build_object(
                    'coinsRefunded', o.coins_spent::text,
                    'unitsRestocked', (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id),
                    'allowanceReturnedPaisa', o.allowance_used_paisa) ELSE '{}'::jsonb END,
             h.created_at
        FROM order_status_history h JOIN orders o ON o.id = h.order_id
       WHERE h.from_status IS NOT NULL AND h.to_status <> 'processing'
      ON CONFLICT (order_id, action) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}
