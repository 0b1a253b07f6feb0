import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import {
  WalletPaymentsEvents,
  type ListWithdrawalsQuery,
  type MarkWithdrawalPaid,
  type RejectWithdrawal,
  type RequestContext,
  type WithdrawalPage,
  type WithdrawalView,
} from '@resellpk/contracts';
import { MSG, PAYOUT_MSG, payoutLabel } from '@resellpk/domain';
import { AuditLog } from '../audit/audit-log';
import { LinkedAccountsLookup, type LinkFlag } from '../audit/linked-accounts';
import { Ledger } from '../wallets/ledger';
import { toWithdrawalView, WithdrawalRepository, type WithdrawalRow } from './withdrawal.repository';
import { listQuery, notPending, releaseKeyOf, userIdsOf } from './withdrawal-rules';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The admins' side of withdrawals (PRODUCT.md "Staff": a top-up helper sees only the top-up desk,
 * so paying out profit is an admin's job). Each decision is one conditional update of the row
 * (pending -> paid | rejected) plus, in the same transaction, the release of the hold (rejection),
 * the audit row and the event: the update decides who wins a race, the loser changes nothing.
 */
@Injectable()
export class WithdrawalDecisionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly withdrawals: WithdrawalRepository,
    private readonly ledger: Ledger,
    private readonly audit: AuditLog,
    private readonly staff: StaffAccess,
    private readonly links: LinkedAccountsLookup,
  ) {}

  async listAll(query: ListWithdrawalsQuery, ctx: RequestContext): Promise<WithdrawalPage> {
    await this.staff.require(ctx, 'admin');
    const q = listQuery(query);
    const { rows, total } = await this.withdrawals.page(userIdsOf(query?.userIds), q.status, (q.page - 1) * q.pageSize, q.pageSize);
    return { items: rows.map(toWithdrawalView), total, page: q.page, pageSize: q.pageSize };
  }

  async markPaid(input: MarkWithdrawalPaid, ctx: RequestContext): Promise<WithdrawalView> {
    const staffId = await this.staff.require(ctx, 'admin');
    const id = input?.id;
    if (!isUuid(id)) fail('NOT_FOUND', PAYOUT_MSG.withdrawalNotFound);
    const reference = text(input.transferReference);
    if (!reference) fail('VALIDATION', PAYOUT_MSG.referenceRequired, 'transferReference');
    if (reference.length > 100) fail('VALIDATION', PAYOUT_MSG.referenceTooLong, 'transferReference');
    const link = await this.linkFlagOf(id, staffId, ctx.correlationId);
    const row = await withTransaction(this.db, async (tx) => {
      const paid = (await this.withdrawals.decide(tx, id, 'paid', reference, staffId)) ?? (await this.lost(tx, id, staffId));
      await this.decided(tx, paid, 'paid', ctx.correlationId, link);
      return paid;
    });
    this.nudge();
    return toWithdrawalView(row);
  }

  async reject(input: RejectWithdrawal, ctx: RequestContext): Promise<WithdrawalView> {
    const staffId = await this.staff.require(ctx, 'admin');
    const id = input?.id;
    if (!isUuid(id)) fail('NOT_FOUND', PAYOUT_MSG.withdrawalNotFound);
    const reason = text(input.reason);
    if (!reason) fail('VALIDATION', PAYOUT_MSG.reasonRequired, 'reason');
    if (reason.length > 500) fail('VALIDATION', PAYOUT_MSG.reasonTooLong, 'reason');
    const link = await this.linkFlagOf(id, staffId, ctx.correlationId);
    const row = await withTransaction(this.db, async (tx) => {
      const rejected = (await this.withdrawals.decide(tx, id, 'rejected', reason, staffId)) ?? (await this.lost(tx, id, staffId));
      // the hold goes back once: only the winning rejection gets here, and the key makes even a replay move nothing
      await this.ledger.move(
        tx,
        'credit',
        {
          userId: rejected.user_id,
          amountPaisa: Number(rejected.amount_paisa),
          key: releaseKeyOf(id),
          type: 'withdrawal_reversal',
          description: `Withdrawal ${rejected.reference_code} rejected: the amount is back in your wallet`,
          referenceCode: rejected.reference_code,
        },
        { correlationId: ctx.correlationId, causedBy: staffId },
      );
      await this.decided(tx, rejected, 'rejected', ctx.correlationId, link);
      return rejected;
    });
    this.nudge();
    return toWithdrawalView(row);
  }

  private async decided(tx: Tx, row: WithdrawalRow, outcome: 'paid' | 'rejected', correlationId: string, link: LinkFlag | undefined): Promise<void> {
    const amount = Number(row.amount_paisa);
    const label = payoutLabel(row.payout);
    await this.audit.record(tx, {
      actorId: row.decided_by,
      action: `withdrawal.${outcome}`,
      targetUserId: row.user_id,
      withdrawalId: row.id,
      amountPaisa: amount,
      details: { referenceCode: row.reference_code, payout: label, transferReference: row.transfer_reference, reason: row.rejection_reason, ...link },
    });
    await enqueueEvent(
      tx,
      outcome === 'paid' ? WalletPaymentsEvents.withdrawalPaidV1 : WalletPaymentsEvents.withdrawalRejectedV1,
      {
        withdrawalId: row.id,
        userId: row.user_id,
        referenceCode: row.reference_code,
        amountPaisa: amount,
        status: outcome,
        payoutLabel: label,
        transferReference: row.transfer_reference,
        rejectionReason: row.rejection_reason,
        decidedBy: row.decided_by,
        at: new Date(row.decided_at ?? Date.now()).toISOString(),
      },
      { correlationId },
    );
  }

  /** The conditional update matched nothing: the withdrawal does not exist, is the decider's own, or another decision won. */
  private async lost(tx: Tx, id: string, staffId: string): Promise<never> {
    const row = await this.withdrawals.find(id, tx);
    if (!row) fail('NOT_FOUND', PAYOUT_MSG.withdrawalNotFound);
    if (row.user_id === staffId.toLowerCase()) fail('FORBIDDEN', MSG.ownRequestDecision);
    return notPending(row);
  }

  /** The audit flag, asked before the transaction; none for a withdrawal that is missing or the decider's own (refused below). */
  private async linkFlagOf(id: string, staffId: string, correlationId: string): Promise<LinkFlag | undefined> {
    const owner = (await this.withdrawals.find(id))?.user_id;
    if (!owner || owner === staffId.toLowerCase()) return undefined;
    return this.links.flagOf(staffId, owner, correlationId);
  }
}
