import { randomUUID } from 'node:crypto';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { premiumPaymentKey, premiumRefundKey, WalletPaymentsSubjects, type MoneyMovement, type PremiumReversal } from '@resellpk/contracts';

/**
 * wallet-payments' commands identity calls, answered on the test's nats-server as wallet-payments
 * (startFakeService), keeping the contract's promises: idempotent by key, a debit the balance
 * cannot cover refused with INSUFFICIENT_FUNDS (the key unused), a Premium payment paid back only
 * when it was taken, once. The real ledger's own tests attack the same promises concurrently.
 */
export function walletStandIn() {
  const balances = new Map<string, number>();
  const applied = new Map<string, { movement: MoneyMovement; transactionId: string }>();
  const move = (m: MoneyMovement, sign: 1 | -1) => {
    const done = applied.get(m.key);
    if (done) return { transactionId: done.transactionId, balancePaisa: balances.get(m.userId) ?? 0, applied: false };
    const balance = balances.get(m.userId) ?? 0;
    if (sign < 0 && balance < m.amountPaisa) throw new ServiceFailure('INSUFFICIENT_FUNDS', 'Insufficient wallet balance');
    balances.set(m.userId, balance + sign * m.amountPaisa);
    const transactionId = randomUUID();
    applied.set(m.key, { movement: m, transactionId });
    return { transactionId, balancePaisa: balance + sign * m.amountPaisa, applied: true };
  };
  const reversePremium = ({ userId, requestId }: PremiumReversal) => {
    const paid = applied.get(premiumPaymentKey(requestId));
    if (!paid || paid.movement.userId !== userId) return { refunded: false, balancePaisa: balances.get(userId) ?? 0 };
    const back = move({ ...paid.movement, key: premiumRefundKey(requestId), type: 'refund', description: 'Premium request rejected: payment returned' }, 1);
    return { refunded: true, balancePaisa: back.balancePaisa };
  };
  return {
    balances,
    applied,
    debitsOf: (userId: string) => [...applied.values()].filter((a) => a.movement.userId === userId && a.movement.type === 'plan_subscription'),
    refundsOf: (userId: string) => [...applied.values()].filter((a) => a.movement.userId === userId && a.movement.type === 'refund'),
    handlers: {
      [WalletPaymentsSubjects.payPartnerPlan]: (m: MoneyMovement) => move(m, -1),
      [WalletPaymentsSubjects.refundPartnerPlan]: (m: MoneyMovement) => move(m, 1),
      [WalletPaymentsSubjects.payPremium]: (m: MoneyMovement) => move(m, -1),
      [WalletPaymentsSubjects.reversePremium]: reversePremium,
      [WalletPaymentsSubjects.balanceOf]: ({ userId }: { userId: string }) => ({ balancePaisa: balances.get(userId) ?? 0 }),
    },
  };
}
