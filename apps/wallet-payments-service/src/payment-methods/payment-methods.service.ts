import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { contentTypeOfKey, isSafeMediaKey } from '@resellpk/backend-media';
import type {
  PaymentMethodView,
  PaymentRequestRef,
  ReceivingAccountInput,
  ReceivingAccountUpdate,
  ReceivingAccountView,
  RequestContext,
  SetReceivingAccountQr,
  StoredFileRef,
} from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { callerOf, DESK_ROLES } from '../access/staff';
import { AuditLog } from '../audit/audit-log';
import { toAccountView, toMethodViews } from './payment-method.mapper';
import { PaymentMethodRepository } from './payment-method.repository';
import { checkedAccount } from './receiving-account-input';

/** Payment methods (reference rows) and the receiving accounts staff configure for them. */
@Injectable()
export class PaymentMethodsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly methods: PaymentMethodRepository,
    private readonly staff: StaffAccess,
    private readonly audit: AuditLog,
  ) {}

  /** Resellers: the active methods with their active accounts; one without is `available: false`. */
  async listForResellers(ctx: RequestContext): Promise<PaymentMethodView[]> {
    requireUserId(ctx);
    const [methods, accounts] = await Promise.all([this.methods.methods(), this.methods.accounts(true)]);
    return toMethodViews(
      methods.filter((m) => m.is_active),
      accounts,
    );
  }

  /** Staff: every method with every account. */
  async listForStaff(ctx: RequestContext): Promise<PaymentMethodView[]> {
    await this.staff.require(ctx, ...DESK_ROLES);
    const [methods, accounts] = await Promise.all([this.methods.methods(), this.methods.accounts(false)]);
    return toMethodViews(methods, accounts);
  }

  async create(input: ReceivingAccountInput, ctx: RequestContext): Promise<ReceivingAccountView> {
    const actor = await this.staff.require(ctx, ...DESK_ROLES);
    const fields = checkedAccount(input);
    return withTransaction(this.db, async (tx) => {
      if (!(await this.methods.method(fields.paymentMethodId, tx))) fail('VALIDATION', WALLET_MSG.walletDetailsRequired, 'paymentMethodId');
      const row = await this.methods.insert(tx, fields);
      await this.audit.record(tx, { actorId: actor, action: 'receiving-account.created', details: { accountId: row.id, ...fields } });
      return toAccountView(row);
    });
  }

  async update(input: ReceivingAccountUpdate, ctx: RequestContext): Promise<ReceivingAccountView> {
    const actor = await this.staff.require(ctx, ...DESK_ROLES);
    const id = input?.id;
    return withTransaction(this.db, async (tx) => {
      const current = isUuid(id) ? await this.methods.account(id, tx) : undefined;
      if (!current) fail('NOT_FOUND', WALLET_MSG.receivingAccountNotFound);
      const fields = checkedAccount(input, current);
      if (!(await this.methods.method(fields.paymentMethodId, tx))) fail('VALIDATION', WALLET_MSG.walletDetailsRequired, 'paymentMethodId');
      const row = await this.methods.update(tx, id, fields);
      if (!row) fail('NOT_FOUND', WALLET_MSG.receivingAccountNotFound);
      await this.audit.record(tx, { actorId: actor, action: 'receiving-account.updated', details: { accountId: id, ...fields } });
      return toAccountView(row);
    });
  }

  /** The gateway stored (and checked) the image; this records where, or forgets it (null). */
  async setQr(input: SetReceivingAccountQr, ctx: RequestContext): Promise<ReceivingAccountView> {
    const actor = await this.staff.require(ctx, ...DESK_ROLES);
    const key = input?.qrKey ?? null;
    if (key !== null && !isSafeMediaKey(key)) fail('VALIDATION', WALLET_MSG.invalidFileKey, 'qrKey');
    if (!isUuid(input?.id)) fail('NOT_FOUND', WALLET_MSG.receivingAccountNotFound);
    return withTransaction(this.db, async (tx) => {
      const row = await this.methods.setQr(tx, input.id, key);
      if (!row) fail('NOT_FOUND', WALLET_MSG.receivingAccountNotFound);
      await this.audit.record(tx, { actorId: actor, action: key ? 'receiving-account.qr-set' : 'receiving-account.qr-removed', details: { accountId: row.id, key } });
      return toAccountView(row);
    });
  }

  /** What setQr would refuse (not desk staff now, no such account), answered before the gateway decodes the upload. */
  async checkQrUpload(ref: PaymentRequestRef, ctx: RequestContext): Promise<{ allowed: true }> {
    await this.staff.require(ctx, ...DESK_ROLES);
    if (!isUuid(ref?.id) || !(await this.methods.account(ref.id))) fail('NOT_FOUND', WALLET_MSG.receivingAccountNotFound);
    return { allowed: true };
  }

  /** Anyone who may see the account: staff any, a reseller only an active account of an active method. */
  async getQr(ref: PaymentRequestRef, ctx: RequestContext): Promise<StoredFileRef> {
    const { isStaff } = await callerOf(ctx, this.staff);
    const account = isUuid(ref?.id) ? await this.methods.account(ref.id) : undefined;
    const method = account ? await this.methods.method(account.payment_method_id) : undefined;
    const visible = !!account && (isStaff || (account.is_active && !!method?.is_active));
    if (!visible || !account.qr_code_key) fail('NOT_FOUND', WALLET_MSG.noQrCode);
    return { key: account.qr_code_key, contentType: contentTypeOfKey(account.qr_code_key) };
  }
}
