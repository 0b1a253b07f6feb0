import type { PayoutAccountView } from '@resellpk/contracts';
import { formatIban, formatPhone, PAYOUT_KIND_LABEL } from '@resellpk/domain';

/** Two lines naming an account: `Easypaisa · Ali Khan` and `0300-1234567` / the IBAN in groups. */
export function payoutLines(a: Pick<PayoutAccountView, 'kind' | 'accountHolder' | 'mobileNumber' | 'bankName' | 'iban'>): { title: string; detail: string } {
  if (a.kind === 'bank') return { title: `${a.bankName ?? PAYOUT_KIND_LABEL.bank} · ${a.accountHolder}`, detail: a.iban ? formatIban(a.iban) : '' };
  return { title: `${PAYOUT_KIND_LABEL[a.kind]} · ${a.accountHolder}`, detail: formatPhone(a.mobileNumber) };
}
