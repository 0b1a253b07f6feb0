import { Injectable } from '@nestjs/common';
import { enqueueEvent, fail } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { WalletPaymentsEvents, type MoneyMovement, type MoneyMovementResult } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { WalletRepository, type TransactionRow } from './wallet.repository';

export type Direction = 'credit' | 'debit';

export interface PostedMovement extends MoneyMovementResult {
  row: TransactionRow;
}

/**
 * The one place money moves. Inside the caller's transaction: the wallet row is locked (so the
 * movements of one wallet run one after another), the key is looked up after the lock (so a
 * second caller with the same key sees the first one's committed row and moves nothing), the
 * balance is checked and updated, the ledger row written and `transaction.posted.v1` enqueued,
 * all committing together or not at all.
 */
@Injectable()
export class Ledger {
  constructor(private readonly wallets: WalletRepository) {}

  async move(tx: Tx, direction: Direction, m: MoneyMovement, opts: { correlationId: string; causedBy?: string | null }): Promise<PostedMovement> {
    if (direction === 'credit') await this.wallets.ensure(tx, m.userId);
    const wallet = await this.wallets.lock(tx, m.userId);
    const signed = direction === 'credit' ? m.amountPaisa : -m.amountPaisa;

    const earlier = await this.wallets.byKey(m.key, tx);
    if (earlier) {
      // the same key means the same movement; anything else is a caller's bug, not a retry
      const same = earlier.user_id === m.userId && Number(earlier.amount_paisa) === signed && earlier.type === m.type;
      if (!same) fail('CONFLICT', WALLET_MSG.keyReused, 'key');
      return { transactionId: earlier.id, balancePaisa: Number(earlier.balance_after_paisa), applied: false, row: earlier };
    }

    const balance = wallet ? Number(wallet.balance_paisa) : 0;
    if (!wallet || balance + signed < 0) fail('INSUFFICIENT_FUNDS', WALLET_MSG.insufficientFunds);
    const after = balance + signed;
    await this.wallets.setBalance(tx, wallet.id, after);
    const row = await this.wallets.insertTransaction(tx, {
      walletId: wallet.id,
      userId: m.userId,
      type: m.type,
      amountPaisa: signed,
      balanceAfterPaisa: after,
      description: m.description,
      referenceCode: m.referenceCode ?? null,
      key: m.key,
      causedBy: opts.causedBy ?? null,
    });
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.transactionPostedV1,
      {
        transactionId: row.id,
        userId: m.userId,
        type: m.type,
        amountPaisa: signed,
        balancePaisa: after,
        description: row.description,
        referenceCode: row.reference_code,
        createdAt: new Date(row.created_at).toISOString(),
      },
      { correlationId: opts.correlationId },
    );
    return { transactionId: row.id, balancePaisa: after, applied: true, row };
  }
}
