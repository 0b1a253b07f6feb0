import type { PaymentRequestView } from '@resellpk/contracts';
import { toAccountView } from '../payment-methods/payment-method.mapper';
import type { AccountRow } from '../payment-methods/payment-method.repository';
import type { RequestViewRow } from './top-up.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The account row as `to_jsonb` gave it (dates as strings). */
function accountOf(a: AccountRow | null): AccountRow | null {
  return a ? { ...a, created_at: new Date(a.created_at), updated_at: new Date(a.updated_at) } : null;
}

export function toRequestView(r: RequestViewRow): PaymentRequestView {
  const account = accountOf(r.account);
  return {
    id: r.id,
    userId: r.user_id,
    paymentMethodId: r.payment_method_id,
    paymentMethodName: r.method_name,
    paymentMethodType: r.method_type,
    amountPaisa: Number(r.amount_paisa),
    referenceCode: r.reference_code,
    status: r.status,
    hasScreenshot: r.screenshot_key !== null,
    screenshotViewedAt: iso(r.screenshot_viewed_at),
    paidMarkedAt: iso(r.paid_marked_at),
    adminNotes: r.admin_notes,
    chatRoomId: r.chat_room_id,
    expiresAt: new Date(r.expires_at).toISOString(),
    receivingAccount: account ? toAccountView(account) : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    decidedAt: iso(r.decided_at),
    decidedBy: r.decided_by,
  };
}
