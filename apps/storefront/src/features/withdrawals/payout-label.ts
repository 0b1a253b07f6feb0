import type { PayoutAccountView } from '@resellpk/contracts';
import { formatIban, PAYOUT_KIND_LABEL } from '@resellpk/domain';

/** Two lines naming an account: `Easypaisa · Ali Khan` and `+92 300 1234567` / the IBAN in groups. */
export function payoutLines(a: Pick<PayoutAccountView, 'kind' | 'accountHolder' | 'mobileNumber' | 'bankName' | 'iban'>): { title: string; detail: string } {
  if (a.kind === 'bank') return { title: `${a.bankName ?? PAYOUT_KIND_LABEL.bank} · ${a.accountHolder}`, detail: a.iban ? formatIban(a.iban) : '' };
  const n = a.mobileNumber ?? '';
  const pretty = /^\+92\d{10}$/.test(n) ? `+92 ${n.slice(3, 6)} ${n.slice(6)}` : n;
  return { title: `${PAYOUT_KIND_LABEL[a.kind]} · ${a.accountHolder}`, detail: pretty };
}
