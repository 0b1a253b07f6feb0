import type { WalletHistoryValues, WalletTransactionView } from '@resellpk/contracts';
import { groupThousands, PAYOUT_KIND_LABEL } from '@resellpk/domain';
import { TOPUP_METHOD_LABEL, TRANSACTION_TYPE_LABEL, WALLET_HISTORY_TEXT } from './messages';

type Translate = (key: string, vars?: Record<string, string>) => string;
type Line = Pick<WalletTransactionView, 'type' | 'referenceCode'> & { kind?: string; values?: Partial<WalletHistoryValues> };

/** `Easypaisa •••• 4567`, `Meezan Bank •••• 6702`; without the digits just the kind or bank. */
function account(v: Partial<WalletHistoryValues>, t: Translate): string | undefined {
  if (!v.payoutKind) return undefined;
  const name = v.payoutKind === 'bank' && v.bankName ? v.bankName : t(PAYOUT_KIND_LABEL[v.payoutKind] ?? v.payoutKind);
  return v.accountLast4 ? `${name} •••• ${v.accountLast4}` : name;
}

/** The placeholders of each kind's text, from the line's values (names translated); undefined where a value is missing. */
function placeholders(line: Line, t: Translate): Record<string, string | undefined> {
  const v = line.values ?? {};
  const method = v.methodType ? TOPUP_METHOD_LABEL[v.methodType] : undefined;
  return {
    method: method ? t(method) : v.methodName,
    order: v.orderNumber ? `#${v.orderNumber}` : undefined,
    // a withdrawal's account when the row knows it, else its reference (WD-...)
    account: account(v, t) ?? line.referenceCode ?? undefined,
    reference: line.referenceCode ?? undefined,
    pack: v.packName ? t(v.packName) : undefined,
    coins: typeof v.coins === 'number' ? groupThousands(v.coins) : undefined,
    plan: v.planName ? t(v.planName) : undefined,
  };
}

/**
 * The words of one wallet history line in the current language, from its kind and values (the
 * server sends no prose). A kind this client does not know, or a line lacking a value its text
 * needs, reads as its ledger type's label (or "Wallet transaction"): never the server's English.
 */
export function historyLineText(line: Line, t: Translate): string {
  const fallback = t(TRANSACTION_TYPE_LABEL[line.type] ?? WALLET_HISTORY_TEXT.other);
  const text = line.kind ? (WALLET_HISTORY_TEXT as Record<string, string | undefined>)[line.kind] : undefined;
  if (!text) return fallback;
  const all = placeholders(line, t);
  const vars: Record<string, string> = {};
  for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) {
    const value = all[name];
    if (!value) return fallback;
    vars[name] = value;
  }
  return t(text, vars);
}
