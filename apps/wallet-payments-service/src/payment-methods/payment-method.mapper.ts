import type { PaymentMethodView, ReceivingAccountView } from '@resellpk/contracts';
import type { AccountRow, MethodRow } from './payment-method.repository';

/** Where the gateway serves an account's QR image; `v` changes with the image so a browser never shows a stale one. */
export function qrCodePath(a: Pick<AccountRow, 'id' | 'qr_code_key' | 'updated_at'>): string | null {
  return a.qr_code_key ? `/api/v1/payment-methods/accounts/${a.id}/qr?v=${new Date(a.updated_at).getTime()}` : null;
}

export function toAccountView(a: AccountRow): ReceivingAccountView {
  return {
    id: a.id,
    paymentMethodId: a.payment_method_id,
    walletTitle: a.wallet_title,
    walletAddress: a.wallet_address,
    qrCodeUrl: qrCodePath(a),
    instructions: a.instructions,
    isActive: a.is_active,
    createdAt: new Date(a.created_at).toISOString(),
    updatedAt: new Date(a.updated_at).toISOString(),
  };
}

/** A method is available when it is active and has at least one active receiving account. */
export function toMethodViews(methods: MethodRow[], accounts: AccountRow[]): PaymentMethodView[] {
  return methods.map((m) => {
    const own = accounts.filter((a) => a.payment_method_id === m.id);
    return {
      id: m.id,
      name: m.name,
      type: m.type,
      isActive: m.is_active,
      available: m.is_active && own.some((a) => a.is_active),
      accounts: own.map(toAccountView),
    };
  });
}
