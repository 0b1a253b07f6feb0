import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import { WalletPaymentsEvents, type CreateWithdrawal, type ListWithdrawalsQuery, type RequestContext, type WithdrawalPage, type WithdrawalView } from '@resellpk/contracts';
import { isClientKey, MSG, PAYOUT_MSG, payoutLabel, withdrawalAmountError } from '@resellpk/domain';
import { AuditLog } from '../audit/audit-log';
import { newReferenceCode } from '../top-ups/reference-code';
import { PayoutAccountRepository } from '../payout-accounts/payout-account.repository';
import { Ledger } from '../wallets/ledger';
import { WalletRepository } from '../wallets/wallet.repository';
import { toWithdrawalView, WithdrawalRepository, type WithdrawalRow } from './withdrawal.repository';
import { holdKeyOf, listQuery } from './withdrawal-rules';

/**
 * A reseller's withdrawals: the request holds the amount at once (a `withdrawal` ledger row, in
 * the same transaction as the request, so a balance is never promised twice), and their list.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly withdrawals: WithdrawalRepository,
    private readonly accounts: PayoutAccountRepository,
    private readonly wallets: WalletRepository,
    private readonly ledger: Ledger,
    private readonly audit: AuditLog,
    private readonly staff: StaffAccess,
  ) {}

  async request(input: CreateWithdrawal, ctx: RequestContext): Promise<WithdrawalView> {
    const userId = await this.staff.requireReseller(ctx, MSG.staffCannotWithdraw);
    const key = input?.idempotencyKey;
    if (!isClientKey(key)) fail('VALIDATION', PAYOUT_MSG.badKey, 'idempotencyKey');
    if (!isUuid(input.payoutAccountId)) fail('VALIDATION', PAYOUT_MSG.chooseAccount, 'payoutAccountId');
    const amountError = withdrawalAmountError(input.amountPaisa);
    if (amountError) fail('VALIDATION', amountError, 'amountPaisa');
    const accountId = input.payoutAccountId.toLowerCase();

    const result = await withTransaction(this.db, async (tx) => {
      const earlier = await this.withdrawals.byClientKey(userId, key, tx);
      if (earlier) return { row: this.sameRequest(earlier, accountId, input.amountPaisa), created: false };
      const account = await this.accounts.findOwn(userId, accountId, tx);
      if (!account) fail('NOT_FOUND', PAYOUT_MSG.accountNotFound, 'payoutAccountId');
      const payout = { id: account.id, kind: account.kind, accountHolder: account.account_holder, mobileNumber: account.mobile_number, bankName: account.bank_name, iban: account.iban };
      let row: WithdrawalRow | undefined;
      for (let attempt = 0; attempt < 8 && !row; attempt++) {
        row = await this.withdrawals.insert(tx, { userId, referenceCode: newReferenceCode('WD'), clientKey: key, payoutAccountId: account.id, payout, amountPaisa: input.amountPaisa });
        if (!row) {
          // the same key committed by a concurrent call while this insert waited on it
          const raced = await this.withdrawals.byClientKey(userId, key, tx);
          if (raced) return { row: this.sameRequest(raced, accountId, input.amountPaisa), created: false };
        }
      }
      if (!row) throw new Error('could not draw a free withdrawal reference in 8 attempts');
      await this.hold(tx, row, ctx.correlationId);
      return { row, created: true };
    });
    if (result.created) this.nudge();
    return toWithdrawalView(result.row);
  }

  async listOwn(query: ListWithdrawalsQuery, ctx: RequestContext): Promise<WithdrawalPage> {
    const userId = requireUserId(ctx);
    const q = listQuery(query);
    const { rows, total } = await this.withdrawals.page([userId], q.status, (q.page - 1) * q.pageSize, q.pageSize);
    return { items: rows.map(toWithdrawalView), total, page: q.page, pageSize: q.pageSize };
  }

  /** The hold (refused as a whole, request included, when the balance cannot cover it), the audit row and the event. */
  private async hold(tx: Tx, row: WithdrawalRow, correlationId: string): Promise<void> {
    const amount = Number(row.amount_paisa);
    const label = payoutLabel(row.payout);
    try {
      await this.ledger.move(
        tx,
        'debit',
        { userId: row.user_id, amountPaisa: amount, key: holdKeyOf(row.id), type: 'withdrawal', description: `Withdrawal to ${label} (held until paid)`, referenceCode: row.reference_code },
        { correlationId, causedBy: row.user_id },
      );
    } catch (error) {
      if (error instanceof ServiceFailure && error.code === 'INSUFFICIENT_FUNDS') {
        const wallet = await this.wallets.find(row.user_id, tx);
        fail('INSUFFICIENT_FUNDS', PAYOUT_MSG.insufficient(wallet ? Number(wallet.balance_paisa) : 0), 'amountPaisa');
      }
      throw error;
    }
    await this.audit.record(tx, {
      actorId: row.user_id,
      action: 'withdrawal.requested',
      targetUserId: row.user_id,
      withdrawalId: row.id,
      amountPaisa: amount,
      details: { referenceCode: row.reference_code, payout: label },
    });
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.withdrawalRequestedV1,
      {
        withdrawalId: row.id,
        userId: row.user_id,
        referenceCode: row.reference_code,
        amountPaisa: amount,
        status: 'pending',
        payoutLabel: label,
        transferReference: null,
        rejectionReason: null,
        decidedBy: null,
        at: new Date(row.created_at).toISOString(),
      },
      { correlationId },
    );
  }

  /** The same key again is the same request (answered as it is now); with another account or amount it is a client's bug. */
  private sameRequest(row: WithdrawalRow, accountId: string, amountPaisa: number): WithdrawalRow {
    if (Number(row.amount_paisa) !== amountPaisa || row.payout.id !== accountId) fail('CONFLICT', PAYOUT_MSG.keyReused, 'idempotencyKey');
    return row;
  }
}
