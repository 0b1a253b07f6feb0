import type { WalletHistoryKind, WalletHistoryValues, WalletTransactionView } from '@resellpk/contracts';
import type { HistoryRow } from './wallet.repository';

// Names other services wrote into their rows' descriptions (identity's plans, coins' packs): the
// ledger keeps no other copy of them, and these texts are the services' own, not the user's.
const PLAN_PAID = /^(.+) partner plan$/;
const PLAN_REFUNDED = /^(.+) partner plan cancelled$/;
const COIN_PACK = /^(.+) coin pack \((\d+) coins\)$/;
const PAYOUT_KINDS = ['easypaisa', 'jazzcash', 'bank'] as const;

const withdrawalKind = (row: HistoryRow): WalletHistoryKind => {
  if (row.withdrawal_status === 'paid') return 'withdrawal_paid';
  if (row.withdrawal_status === 'rejected') return 'withdrawal_rejected';
  return 'withdrawal_hold';
};

function withdrawalValues(row: HistoryRow): Partial<WalletHistoryValues> {
  if (!row.withdrawal_id || !row.withdrawal_status) return {};
  const kind = PAYOUT_KINDS.find((k) => k === row.payout_kind);
  return {
    withdrawalId: row.withdrawal_id,
    withdrawalStatus: row.withdrawal_status,
    ...(kind ? { payoutKind: kind } : {}),
    ...(kind === 'bank' && row.payout_bank ? { bankName: row.payout_bank } : {}),
    ...(row.payout_last4 ? { accountLast4: row.payout_last4 } : {}),
  };
}

/** What a ledger row's history line says now: its kind and the values it is worded with (no prose). */
export function historyLine(row: HistoryRow): { kind: WalletHistoryKind; values: WalletHistoryValues } {
  const amountPaisa = Math.abs(Number(row.amount_paisa));
  switch (row.type) {
    case 'top_up':
      return {
        kind: 'topup_approved',
        values: { amountPaisa, ...(row.method_type ? { methodType: row.method_type } : {}), ...(row.method_name ? { methodName: row.method_name } : {}) },
      };
    case 'order_profit':
      return { kind: 'order_profit', values: { amountPaisa, ...(row.reference_code ? { orderNumber: row.reference_code } : {}) } };
    case 'withdrawal':
      return { kind: withdrawalKind(row), values: { amountPaisa, ...withdrawalValues(row) } };
    case 'withdrawal_reversal':
      return { kind: 'withdrawal_refund', values: { amountPaisa, ...withdrawalValues(row) } };
    case 'coin_pack': {
      const m = COIN_PACK.exec(row.description);
      return { kind: 'coin_pack', values: { amountPaisa, ...(m ? { packName: m[1], coins: Number(m[2]) } : {}) } };
    }
    case 'plan_subscription': {
      const m = PLAN_PAID.exec(row.description);
      return { kind: 'plan_subscription', values: { amountPaisa, ...(m ? { planName: m[1] } : {}) } };
    }
    case 'refund': {
      // the one refund posted today is identity's, of a plan cancelled while its payment was under way
      const m = PLAN_REFUNDED.exec(row.description);
      return m ? { kind: 'plan_refund', values: { amountPaisa, planName: m[1] } } : { kind: 'refund', values: { amountPaisa } };
    }
    case 'adjustment':
      return { kind: 'adjustment', values: { amountPaisa } };
    default:
      return { kind: 'other', values: { amountPaisa } };
  }
}

export function toTransactionView(r: HistoryRow): WalletTransactionView {
  return {
    id: r.id,
    type: r.type,
    amountPaisa: Number(r.amount_paisa),
    balanceAfterPaisa: Number(r.balance_after_paisa),
    description: r.description,
    referenceCode: r.reference_code,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    ...historyLine(r),
  };
}
