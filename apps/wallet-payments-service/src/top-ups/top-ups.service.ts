import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { withTransaction, type Reader, type Tx } from '@resellpk/backend-persistence';
import { contentTypeOfKey, isSafeMediaKey } from '@resellpk/backend-media';
import {
  WalletPaymentsEvents,
  type AttachScreenshot,
  type CreatePaymentRequest,
  type ListPaymentRequestsQuery,
  type PaymentRequestRef,
  type PaymentRequestView,
  type RequestContext,
  type StoredFileRef,
} from '@resellpk/contracts';
import { DUPLICATE_TOP_UP_WINDOW_MS, isClientKey, MAX_TOP_UP_PAISA, MIN_TOP_UP_PAISA, MSG, PAYMENT_REQUEST_WINDOW_MS, WALLET_MSG } from '@resellpk/domain';
import { callerOf } from '../access/staff';
import { PaymentMethodRepository } from '../payment-methods/payment-method.repository';
import { toRequestView } from './top-up.mapper';
import { TopUpRepository, type RequestRow } from './top-up.repository';
import { newReferenceCode } from './reference-code';
import { LIST_LIMIT, notOpen, statusFilter, takesProof } from './top-up-rules';

/** A reseller's top-up requests: create, read, "I Have Paid", screenshot. Only the owner (or staff, for reads) sees one. */
@Injectable()
export class TopUpsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly requests: TopUpRepository,
    private readonly methods: PaymentMethodRepository,
    private readonly staff: StaffAccess,
  ) {}

  /**
   * A new pending request, once: the same Idempotency-Key again, or another request for the same
   * method and amount while one made less than a minute ago is open (a double click, a retry without
   * its key), answers that request as it is now.
   */
  async create(input: CreatePaymentRequest, ctx: RequestContext): Promise<PaymentRequestView> {
    const userId = await this.staff.requireReseller(ctx, MSG.staffCannotTopUp);
    const amount = input?.amountPaisa;
    const key = input?.idempotencyKey ?? null;
    if (key !== null && !isClientKey(key)) fail('VALIDATION', WALLET_MSG.badTopUpKey, 'idempotencyKey');
    if (!isUuid(input?.paymentMethodId) || !Number.isSafeInteger(amount) || amount < MIN_TOP_UP_PAISA) fail('VALIDATION', WALLET_MSG.addFundsInvalid);
    if (amount > MAX_TOP_UP_PAISA) fail('VALIDATION', WALLET_MSG.amountTooLarge, 'amountPaisa');
    const methodId = input.paymentMethodId.toLowerCase();
    const result = await withTransaction(this.db, async (tx) => {
      await this.requests.lockCreationsOf(tx, userId);
      const earlier = (key !== null && (await this.requests.byClientKey(tx, userId, key))) || undefined;
      if (earlier && (earlier.payment_method_id !== methodId || Number(earlier.amount_paisa) !== amount)) fail('CONFLICT', WALLET_MSG.topUpKeyReused, 'idempotencyKey');
      const same = earlier ?? (await this.requests.recentOpenTwin(tx, userId, methodId, amount, DUPLICATE_TOP_UP_WINDOW_MS));
      if (same) return { view: await this.viewOf(same.id, tx), created: false };
      const row = await this.open(tx, userId, methodId, amount, ctx.correlationId, undefined, key);
      return { view: await this.viewOf(row.id, tx), created: true };
    });
    if (result.created) this.nudge();
    return result.view;
  }

  /**
   * A new pending request and its `created` event, in the caller's transaction (also used by the
   * demo data). The amount was checked by the caller; the method must have an active account.
   */
  async open(tx: Tx, userId: string, paymentMethodId: string, amount: number, correlationId: string, createdAt?: Date, clientKey: string | null = null): Promise<RequestRow> {
    const method = await this.methods.method(paymentMethodId, tx);
    if (!method) fail('VALIDATION', WALLET_MSG.addFundsInvalid, 'paymentMethodId');
    const account = method.is_active ? await this.methods.activeAccountOf(method.id, tx) : undefined;
    if (!account) fail('VALIDATION', WALLET_MSG.methodUnavailable, 'paymentMethodId');
    // a clash with an existing code (rare) inserts nothing: draw another
    let row: RequestRow | undefined;
    for (let attempt = 0; attempt < 8 && !row; attempt++) {
      row = await this.requests.insert(tx, {
        userId,
        paymentMethodId: method.id,
        receivingAccountId: account.id,
        amountPaisa: amount,
        referenceCode: newReferenceCode(),
        chatRoomId: randomUUID(),
        clientKey,
        windowMs: PAYMENT_REQUEST_WINDOW_MS,
        createdAt,
      });
    }
    if (!row) throw new Error('could not draw a free reference code in 8 attempts');
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.paymentRequestCreatedV1,
      {
        requestId: row.id,
        userId,
        chatRoomId: row.chat_room_id,
        referenceCode: row.reference_code,
        amountPaisa: amount,
        paymentMethodId: method.id,
        paymentMethodName: method.name,
        sendTo: { walletTitle: account.wallet_title, walletAddress: account.wallet_address, instructions: account.instructions },
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
      },
      { correlationId },
    );
    return row;
  }

  async listOwn(query: ListPaymentRequestsQuery, ctx: RequestContext): Promise<PaymentRequestView[]> {
    const userId = requireUserId(ctx);
    return (await this.requests.list(userId, statusFilter(query), LIST_LIMIT)).map(toRequestView);
  }

  async get(ref: PaymentRequestRef, ctx: RequestContext): Promise<PaymentRequestView> {
    const caller = await callerOf(ctx, this.staff);
    const row = isUuid(ref?.id) ? await this.requests.view(ref.id) : undefined;
    // another user's request answers exactly like one that does not exist
    if (!row || (!caller.isStaff && row.user_id !== caller.userId)) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    return toRequestView(row);
  }

  markPaid(ref: PaymentRequestRef, ctx: RequestContext): Promise<PaymentRequestView> {
    return this.submit(ref?.id, null, ctx);
  }

  attachScreenshot(input: AttachScreenshot, ctx: RequestContext): Promise<PaymentRequestView> {
    if (!isSafeMediaKey(input?.screenshotKey)) fail('VALIDATION', WALLET_MSG.invalidFileKey, 'screenshotKey');
    return this.submit(input?.id, input.screenshotKey, ctx);
  }

  /**
   * What attachScreenshot would refuse, answered before the gateway decodes the upload (so nobody
   * makes the server decode an image for a request that is not theirs). Changes nothing; the
   * attach itself checks again in its one conditional update.
   */
  async checkScreenshotUpload(ref: PaymentRequestRef, ctx: RequestContext): Promise<{ allowed: true }> {
    const userId = requireUserId(ctx);
    const row = isUuid(ref?.id) ? await this.requests.find(ref.id) : undefined;
    if (!row || row.user_id !== userId) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    if (!takesProof(row)) notOpen(row);
    return { allowed: true };
  }

  async getScreenshot(ref: PaymentRequestRef, ctx: RequestContext): Promise<StoredFileRef> {
    const caller = await callerOf(ctx, this.staff);
    const row = isUuid(ref?.id) ? await this.requests.find(ref.id) : undefined;
    if (!row || (!caller.isStaff && row.user_id !== caller.userId)) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    if (!row.screenshot_key) fail('NOT_FOUND', WALLET_MSG.noScreenshot);
    // the helpers' list offers Approve once staff have opened the proof
    if (caller.isStaff && row.user_id !== caller.userId) await this.requests.screenshotViewed(row.id, caller.userId);
    return { key: row.screenshot_key, contentType: contentTypeOfKey(row.screenshot_key) };
  }

  /** The owner's proof ("I Have Paid", or a screenshot): pending -> under_review, with the `submitted` event each time. */
  private async submit(id: unknown, screenshotKey: string | null, ctx: RequestContext): Promise<PaymentRequestView> {
    const userId = requireUserId(ctx);
    if (!isUuid(id)) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    const result = await withTransaction(this.db, async (tx) => {
      const row = await this.submitIn(tx, id, userId, screenshotKey, ctx.correlationId);
      if (!row) return { view: await this.refusedSubmit(tx, id, userId), submitted: false };
      return { view: await this.viewOf(row.id, tx), submitted: true };
    });
    if (result.submitted) this.nudge();
    return result.view;
  }

  /** The proof in the caller's transaction, with the event; undefined when the request was not the owner's open one (or already marked paid). */
  async submitIn(tx: Tx, id: string, userId: string, screenshotKey: string | null, correlationId: string): Promise<RequestRow | undefined> {
    const row = await this.requests.submit(tx, id, userId, screenshotKey);
    if (!row) return undefined;
    await enqueueEvent(
      tx,
      WalletPaymentsEvents.paymentRequestSubmittedV1,
      { requestId: row.id, userId, chatRoomId: row.chat_room_id, via: screenshotKey ? 'screenshot' : 'i_have_paid', submittedAt: new Date(row.updated_at).toISOString() },
      { correlationId },
    );
    return row;
  }

  /** Why a submit changed nothing; "I Have Paid" twice answers the request as it is. */
  private async refusedSubmit(tx: Tx, id: string, userId: string): Promise<PaymentRequestView> {
    const row = await this.requests.find(id, tx);
    if (!row || row.user_id !== userId) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    if (takesProof(row)) return this.viewOf(id, tx);
    return notOpen(row);
  }

  private async viewOf(id: string, db: Reader): Promise<PaymentRequestView> {
    const row = await this.requests.view(id, db);
    if (!row) fail('NOT_FOUND', WALLET_MSG.paymentRequestNotFound);
    return toRequestView(row);
  }
}
