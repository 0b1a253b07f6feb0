import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, keysetCursor, requireRole, requireUserId, requireUserIds } from '@resellpk/backend-service';
import { isUniqueViolation, withTransaction } from '@resellpk/backend-persistence';
import {
  MONEY_MOVEMENT_POLICY,
  premiumPaymentKey,
  premiumRefundKey,
  WALLET_TRANSACTION_TYPES,
  type ListWalletTransactionsQuery,
  type MoneyMovementSubject,
  type MoneyMovement,
  type MoneyMovementResult,
  type PremiumReversal,
  type PremiumReversalResult,
  type RequestContext,
  type WalletTransactionPage,
  type WalletView,
} from '@resellpk/contracts';
import { movementLimitPaisa, WALLET_MSG } from '@resellpk/domain';
import { Ledger, type Direction, type PostedMovement } from './ledger';
import { toTransactionView } from './history-line';
import { WalletRepository } from './wallet.repository';

/** The history's position: the last row's ledger sequence. */
const HISTORY_CURSOR = keysetCursor('wallet-history', { seq: 'bigint' });

function checkedMovement(m: MoneyMovement | undefined): MoneyMovement {
  const ok =
    !!m &&
    isUuid(m.userId) &&
    Number.isSafeInteger(m.amountPaisa) &&
    m.amountPaisa > 0 &&
    typeof m.key === 'string' &&
    m.key.trim().length > 0 &&
    m.key.length <= 200 &&
    (WALLET_TRANSACTION_TYPES as readonly string[]).includes(m.type) &&
    typeof m.description === 'string' &&
    m.description.trim().length > 0 &&
    m.description.length <= 500 &&
    (m.referenceCode === undefined || m.referenceCode === null || (typeof m.referenceCode === 'string' && m.referenceCode.length <= 64));
  if (!ok) fail('VALIDATION', WALLET_MSG.invalidMovement);
  return { userId: m.userId, amountPaisa: m.amountPaisa, key: m.key, type: m.type, description: m.description.trim(), referenceCode: m.referenceCode ?? null };
}

/** The wallets and their ledger: a user's own wallet and history, and the money commands other services move money with. */
@Injectable()
export class WalletsService {
  private readonly log = new Logger(WalletsService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly wallets: WalletRepository,
    private readonly ledger: Ledger,
  ) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    requireRole(ctx, 'admin');
    return { total: await this.wallets.count() };
  }

  /** Admin (resellers page): wallet balances of at most 100 users; users without a wallet are left out. */
  async balancesOf(data: { userIds?: unknown } | undefined, ctx: RequestContext): Promise<Array<{ userId: string; balancePaisa: number }>> {
    requireRole(ctx, 'admin');
    return this.wallets.balances(requireUserIds(data));
  }

  /** identity (a Premium approval the wallet could not pay): one user's balance; NATS lets nobody else ask. */
  async balanceOf(data: { userId?: unknown } | undefined): Promise<{ balancePaisa: number }> {
    if (!isUuid(data?.userId)) fail('VALIDATION', 'userId is required', 'userId');
    const wallet = await this.wallets.find(data.userId);
    return { balancePaisa: wallet ? Number(wallet.balance_paisa) : 0 };
  }

  /** The caller's wallet; a user whose registration has not arrived yet has an empty one. */
  async getWallet(ctx: RequestContext): Promise<WalletView> {
    const userId = requireUserId(ctx);
    const wallet = await this.wallets.find(userId);
    return { userId, balancePaisa: wallet ? Number(wallet.balance_paisa) : 0, updatedAt: new Date(wallet?.updated_at ?? Date.now()).toISOString() };
  }

  async listTransactions(query: ListWalletTransactionsQuery | undefined, ctx: RequestContext): Promise<WalletTransactionPage> {
    const userId = requireUserId(ctx);
    const limit = query?.limit === undefined ? 20 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail('VALIDATION', 'limit must be a whole number from 1 to 100', 'limit');
    const before = HISTORY_CURSOR.decode(query?.cursor)?.seq ?? null;
    const rows = await this.wallets.page(userId, before, limit + 1);
    const items = rows.slice(0, limit);
    return { items: items.map(toTransactionView), nextCursor: rows.length > limit ? HISTORY_CURSOR.encode({ seq: items[items.length - 1].seq }) : null };
  }

  /**
   * One money command from another service. NATS already refused every sender but the command's
   * caller; here the movement must be of a type that command may post (MONEY_MOVEMENT_POLICY) and
   * within its limit (MONEY_MOVEMENT_LIMITS). A refusal moves nothing and is logged, since only a
   * bug or a compromised service sends one.
   */
  async move(subject: MoneyMovementSubject, input: MoneyMovement, ctx: RequestContext): Promise<MoneyMovementResult> {
    const type: unknown = input?.type;
    if (movementLimitPaisa(subject, type) === null) this.refuse(subject, input, WALLET_MSG.movementTypeRefused);
    const m = checkedMovement(input);
    const limit = movementLimitPaisa(subject, m.type) ?? 0;
    if (m.amountPaisa > limit) this.refuse(subject, m, WALLET_MSG.movementTooLarge);
    return this.post(MONEY_MOVEMENT_POLICY[subject].direction, m, ctx);
  }

  /**
   * Pays back a rejected Premium request's payment when it was taken, once. The wallet's lock comes
   * first, so the answer "no payment" cannot be overtaken by the payment it would have missed: a
   * payment posted after it is reversed by its own caller, who finds the request rejected.
   */
  async reversePremium(input: PremiumReversal | undefined, ctx: RequestContext): Promise<PremiumReversalResult> {
    if (!isUuid(input?.userId) || !isUuid(input?.requestId)) fail('VALIDATION', WALLET_MSG.invalidMovement);
    const { userId, requestId } = input;
    const reversed = await withTransaction(this.db, async (tx) => {
      const wallet = await this.wallets.lock(tx, userId);
      const payment = await this.wallets.byKey(premiumPaymentKey(requestId), tx);
      if (!payment || payment.user_id !== userId || payment.type !== 'plan_subscription') return { refunded: false, balancePaisa: wallet ? Number(wallet.balance_paisa) : 0, applied: false };
      const posted = await this.ledger.move(
        tx,
        'credit',
        { userId, amountPaisa: -Number(payment.amount_paisa), key: premiumRefundKey(requestId), type: 'refund', description: 'Premium request rejected: payment returned', referenceCode: null },
        { correlationId: ctx.correlationId, causedBy: isUuid(ctx.userId) ? ctx.userId : null },
      );
      return { refunded: true, balancePaisa: posted.balancePaisa, applied: posted.applied };
    });
    if (reversed.applied) this.nudge();
    return { refunded: reversed.refunded, balancePaisa: reversed.balancePaisa };
  }

  /** Logs what was refused (the subject, type and amount: no user or description) and answers FORBIDDEN. */
  private refuse(subject: MoneyMovementSubject, m: Partial<MoneyMovement> | undefined, message: string): never {
    const type = typeof m?.type === 'string' ? JSON.stringify(m.type.slice(0, 40)) : typeof m?.type;
    const amount = typeof m?.amountPaisa === 'number' ? String(m.amountPaisa) : typeof m?.amountPaisa;
    this.log.warn(`money movement refused on ${subject}: type ${type}, amount ${amount} paisa: ${message}`);
    fail('FORBIDDEN', message);
  }

  private async post(direction: Direction, m: MoneyMovement, ctx: RequestContext): Promise<MoneyMovementResult> {
    const attempt = () => withTransaction(this.db, (tx) => this.ledger.move(tx, direction, m, { correlationId: ctx.correlationId }));
    let posted: PostedMovement;
    try {
      posted = await attempt();
    } catch (error) {
      // the same key for another user's wallet, committed while this one waited on its own wallet's
      // lock: the unique key refused the row; once more now sees it (and answers or refuses)
      if (!isUniqueViolation(error, 'wallet_transactions_idempotency_key_key')) throw error;
      posted = await attempt();
    }
    if (posted.applied) this.nudge();
    return { transactionId: posted.transactionId, balancePaisa: posted.balancePaisa, applied: posted.applied };
  }
}
