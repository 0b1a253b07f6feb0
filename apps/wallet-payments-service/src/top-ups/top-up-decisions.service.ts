import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import {
  WalletPaymentsEvents,
  type ListPaymentRequestsQuery,
  type PaymentRequestRef,
  type PaymentRequestView,
  type RejectPaymentRequest,
  type RequestContext,
} from '@resellpk/contracts';
import { MSG, WALLET_MSG } from '@resellpk/domain';
import { DESK_ROLES } from '../access/staff';
import { AuditLog } from '../audit/audit-log';
import { LinkedAccountsLookup, type LinkFlag } from '../audit/linked-accounts';
import { Ledger } from '../wallets/ledger';
import { toRequestView } from './top-up.mapper';
import { TopUpRepository, type RequestRow } from './top-up.repository';
import { LIST_LIMIT, notOpen, statusFilter } from './top-up-rules';

/** How many overdue requests one sweep transaction rejects. */
const SWEEP_BATCH = 200;

/** The ledger key of a request's credit: whatever happens, one request credits at most once. */
export const creditKeyOf = (requestId: string) => `payment-request:${requestId}`;

/**
 * Staff decisions and the expiry sweep. Each is one conditional update of the request
 * (pending|under_review -> approved|rejected) plus, in the same transaction, the ledger credit
 * (approval), the audit row and the event: the update decides who wins a race, the loser changes nothing.
 */
@Injectable()
export class TopUpDecisionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly requests: TopUpRepository,
    private readonly ledger: Ledger,
    private readonly audit: AuditLog,
    private readonly staff: StaffAccess,
    private readonly links: LinkedAccountsLookup,
  ) {}

  async listAll(query: ListPaymentRequestsQuery, ctx: RequestContext): Promise<PaymentRequestView[]> {
    await this.staff.require(ctx, ...DESK_ROLES);
    return (await this.requests.list(null, statusFilter(query), LIST_LIMIT)).map(toRequestView);
  }

  async approve(ref: PaymentRequestRef, ctx: RequestContext): Promise<PaymentRequestView> {
    const staffId = await this.staff.require(ctx, ...DESK_ROLES);
    const id = ref?.id;
    if (!isUuid(id)) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    const link = await this.linkFlagOf(id, staffId, ctx.correlationId);
    const view = await withTransaction(this.db, async (tx) => {
      await this.approveIn(tx, id, staffId, ctx.correlationId, link);
      return this.viewOf(id, tx);
    });
    this.nudge();
    return view;
  }

  /** The approval in the caller's transaction: the conditional update, the credit, the audit row (with `link`), the event. */
  async approveIn(tx: Tx, id: string, staffId: string, correlationId: string, link?: LinkFlag): Promise<RequestRow> {
    const row = (await this.requests.decide(tx, id, 'approved', null, staffId)) ?? (await this.lost(tx, id, staffId));
    const amount = Number(row.amount_paisa);
    const method = await this.requests.view(id, tx);
    const posted = await this.ledger.move(
      tx,
      'credit',
      {
        userId: row.user_id,
        amountPaisa: amount,
        key: creditKeyOf(id),
        type: 'top_up',
        description: `Wallet top-up via ${method?.method_name ?? 'payment request'}`,
        referenceCode: row.reference_code,
      },
      { correlationId, causedBy: staffId },
    );
    await this.requests.setTransaction(tx, id, posted.transactionId);
    await this.audit.record(tx, {
      actorId: staffId,
      action: 'payment-request.approved',
      targetUserId: row.user_id,
      paymentRequestId: id,
      amountPaisa: amount,
      details: { referenceCode: row.reference_code, transactionId: posted.transactionId, ...link },
    });
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.paymentRequestApprovedV1,
      {
        requestId: id,
        userId: row.user_id,
        chatRoomId: row.chat_room_id,
        referenceCode: row.reference_code,
        amountPaisa: amount,
        transactionId: posted.transactionId,
        approvedBy: staffId,
        approvedAt: new Date(row.decided_at ?? Date.now()).toISOString(),
      },
      { correlationId },
    );
    return row;
  }

  async reject(input: RejectPaymentRequest, ctx: RequestContext): Promise<PaymentRequestView> {
    const staffId = await this.staff.require(ctx, ...DESK_ROLES);
    const id = input?.id;
    if (!isUuid(id)) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    const raw = input.reason ?? null;
    if (raw !== null && typeof raw !== 'string') fail('VALIDATION', WALLET_MSG.rejectionReasonTooLong, 'reason');
    const reason = raw?.trim() || null;
    if (reason && reason.length > 500) fail('VALIDATION', WALLET_MSG.rejectionReasonTooLong, 'reason');
    const link = await this.linkFlagOf(id, staffId, ctx.correlationId);
    const view = await withTransaction(this.db, async (tx) => {
      await this.rejectIn(tx, id, reason, staffId, ctx.correlationId, link);
      return this.viewOf(id, tx);
    });
    this.nudge();
    return view;
  }

  /** A staff rejection in the caller's transaction (reason already checked). */
  async rejectIn(tx: Tx, id: string, reason: string | null, staffId: string, correlationId: string, link?: LinkFlag): Promise<RequestRow> {
    const row = (await this.requests.decide(tx, id, 'rejected', reason, staffId)) ?? (await this.lost(tx, id, staffId));
    await this.rejected(tx, row, { reason, by: staffId, expired: false, correlationId, link });
    return row;
  }

  /**
   * Rejects every request still pending past its expiry ("Auto-cancelled due to timeout"), in
   * batches. It looks at the clock, not at jobs scheduled per request, so requests that fell due
   * while the service was down are caught by the first sweep after it is back.
   */
  async expireDue(correlationId = `expiry-sweep-${Date.now()}`): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await withTransaction(this.db, async (tx) => {
        const rows = await this.requests.expireDue(tx, WALLET_MSG.autoCancelled, SWEEP_BATCH);
        for (const row of rows) await this.rejected(tx, row, { reason: WALLET_MSG.autoCancelled, by: null, expired: true, correlationId });
        return rows.length;
      });
      total += expired;
      if (expired < SWEEP_BATCH) break;
    }
    if (total) this.nudge();
    return total;
  }

  private async rejected(tx: Tx, row: RequestRow, o: { reason: string | null; by: string | null; expired: boolean; correlationId: string; link?: LinkFlag }): Promise<void> {
    const amount = Number(row.amount_paisa);
    await this.audit.record(tx, {
      actorId: o.by,
      action: o.expired ? 'payment-request.expired' : 'payment-request.rejected',
      targetUserId: row.user_id,
      paymentRequestId: row.id,
      amountPaisa: amount,
      details: { referenceCode: row.reference_code, reason: o.reason, ...o.link },
    });
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.paymentRequestRejectedV1,
      {
        requestId: row.id,
        userId: row.user_id,
        chatRoomId: row.chat_room_id,
        referenceCode: row.reference_code,
        amountPaisa: amount,
        reason: o.reason,
        rejectedBy: o.by,
        expired: o.expired,
        rejectedAt: new Date(row.decided_at ?? Date.now()).toISOString(),
      },
      { correlationId: o.correlationId },
    );
  }

  private async viewOf(id: string, tx: Tx): Promise<PaymentRequestView> {
    const row = await this.requests.view(id, tx);
    if (!row) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    return toRequestView(row);
  }

  /** The conditional update matched nothing: the request does not exist, is the decider's own, or another decision won. */
  private async lost(tx: Tx, id: string, staffId: string): Promise<never> {
    const row = await this.requests.find(id, tx);
    if (!row) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    if (row.user_id === staffId.toLowerCase()) fail('FORBIDDEN', MSG.ownRequestDecision);
    return notOpen(row);
  }

  /** The audit flag, asked before the transaction; none for a request that is missing or the decider's own (refused below). */
  private async linkFlagOf(id: string, staffId: string, correlationId: string): Promise<LinkFlag | undefined> {
    const owner = (await this.requests.find(id))?.user_id;
    if (!owner || owner === staffId.toLowerCase()) return undefined;
    return this.links.flagOf(staffId, owner, correlationId);
  }
}
