import type { DataSource } from 'typeorm';
import { withTransaction } from '@resellpk/backend-persistence';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TOP_UP_OWNERS } from './demo-top-ups';

export interface WalletPaymentsSeedResult {
  accountsCreated: number;
  /** demo resellers newly listed for sample top-ups (made when their registration arrives) */
  topUpOwnersListed: number;
}

/**
 * Idempotent: a demo receiving account is matched by method and address; a missing one is
 * created, an existing one (even if staff edited or switched it off) is left alone. The demo
 * reseller is listed for sample top-ups, made once when their registration event arrives (the
 * seed runs before identity publishes it). Runs under an advisory lock so replicas booting
 * together do not race.
 */
export async function seedDemoWalletPayments(db: DataSource): Promise<WalletPaymentsSeedResult> {
  return withTransaction(db, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('wallet-payments.seed-demo-data'))`);
    let accountsCreated = 0;
    for (const a of DEMO_ACCOUNTS) {
      const rows: unknown[] = await tx.query(
        `INSERT INTO payment_method_wallets (payment_method_id, wallet_title, wallet_address, instructions, is_active)
         SELECT m.id, $2, $3, $4, true FROM payment_methods m
         WHERE m.type = $1 AND NOT EXISTS (SELECT 1 FROM payment_method_wallets w WHERE w.payment_method_id = m.id AND w.wallet_address = $3)
         RETURNING id`,
        [a.method, a.walletTitle, a.walletAddress, a.instructions],
      );
      accountsCreated += rows.length;
    }
    const owners: unknown[] = await tx.query(`INSERT INTO demo_top_up_owners (email) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING email`, [
      [...DEMO_TOP_UP_OWNERS],
    ]);
    return { accountsCreated, topUpOwnersListed: owners.length };
  });
}
