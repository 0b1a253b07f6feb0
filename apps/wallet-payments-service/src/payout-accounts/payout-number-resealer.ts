import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { accountLast4 } from '@resellpk/domain';
import type { SealedPayout } from '../withdrawals/withdrawal.repository';
import { PayoutNumberVault } from './payout-number-vault';

const BATCH = 100;

interface AccountNumbers {
  id: string;
  user_id: string;
  mobile_number: string | null;
  iban: string | null;
}

/**
 * Seals every payout number not yet sealed with the current key, at each boot (in the background):
 * numbers stored in clear before sealing existed, and numbers sealed with an older key after
 * FIELD_ENCRYPTION_KEYS got a new first key (docs/production.md, "Rotating the field key"). Rows
 * go in batches under `FOR UPDATE SKIP LOCKED`, so replicas booting together share the work.
 */
@Injectable()
export class PayoutNumberResealer implements OnApplicationBootstrap {
  private readonly log = new Logger(PayoutNumberResealer.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly vault: PayoutNumberVault,
  ) {}

  onApplicationBootstrap(): void {
    void this.resealAll()
      .then((n) => (n.accounts || n.withdrawals) && this.log.log(`sealed ${n.accounts} payout accounts and ${n.withdrawals} withdrawals with the current key`))
      .catch((err: Error) => this.log.error(`payout numbers not (re)sealed: ${err.message}`));
  }

  async resealAll(): Promise<{ accounts: number; withdrawals: number; failed: number }> {
    const failed: string[] = [];
    let accounts = 0;
    let withdrawals = 0;
    for (let n = -1; n !== 0; accounts += n) n = await this.accountBatch(failed);
    for (let n = -1; n !== 0; withdrawals += n) n = await this.withdrawalBatch(failed);
    // a number whose key was removed before it was re-sealed: the key must come back (docs/production.md)
    if (failed.length) this.log.error(`${failed.length} payout numbers cannot be opened with FIELD_ENCRYPTION_KEYS (rows ${failed.slice(0, 10).join(', ')})`);
    return { accounts, withdrawals, failed: failed.length };
  }

  private accountBatch(failed: string[]): Promise<number> {
    return withTransaction(this.db, async (tx) => {
      const rows: AccountNumbers[] = await tx.query(
        `SELECT id, user_id, mobile_number, iban FROM payout_accounts
         WHERE ((mobile_number IS NOT NULL AND mobile_number NOT LIKE $1) OR (iban IS NOT NULL AND iban NOT LIKE $1)) AND id <> ALL($2::uuid[])
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [this.vault.currentPattern, failed],
      );
      for (const row of rows) {
        try {
          const mobile = this.vault.open(row.user_id, row.mobile_number);
          const iban = this.vault.open(row.user_id, row.iban);
          await tx.query(`UPDATE payout_accounts SET mobile_number = $2, iban = $3, account_last4 = $4 WHERE id = $1`, [
            row.id,
            this.vault.seal(row.user_id, mobile),
            this.vault.seal(row.user_id, iban),
            accountLast4(iban ?? mobile),
          ]);
        } catch {
          failed.push(row.id);
        }
      }
      return rows.length;
    });
  }

  private withdrawalBatch(failed: string[]): Promise<number> {
    return withTransaction(this.db, async (tx) => {
      const rows: Array<{ id: string; user_id: string; payout: SealedPayout }> = await tx.query(
        `SELECT id, user_id, payout FROM withdrawals
         WHERE (payout->>'mobileNumber' NOT LIKE $1 OR payout->>'iban' NOT LIKE $1) AND id <> ALL($2::uuid[])
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [this.vault.currentPattern, failed],
      );
      for (const row of rows) {
        try {
          const mobile = this.vault.open(row.user_id, row.payout.mobileNumber);
          const iban = this.vault.open(row.user_id, row.payout.iban);
          const payout: SealedPayout = { ...row.payout, mobileNumber: this.vault.seal(row.user_id, mobile), iban: this.vault.seal(row.user_id, iban), last4: accountLast4(iban ?? mobile) };
          await tx.query(`UPDATE withdrawals SET payout = $2 WHERE id = $1`, [row.id, JSON.stringify(payout)]);
        } catch {
          failed.push(row.id);
        }
      }
      return rows.length;
    });
  }
}
