import type { AuditEntryView, AuditSource, OrderAuditDetails } from '@resellpk/contracts';
import { formatCoins, formatPKR, orderLabel } from '@resellpk/domain';
import { isolateLtr } from '@resellpk/web-i18n';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * What an orders entry of the audit log moved, in one line under its action: the order and the
 * amounts (the total to collect when shipped, the profit credited when delivered, the coins, stock
 * and allowance given back on cancel/return). null for the other logs' entries, whose amount says it all.
 */
export function orderAuditSummary(e: Pick<AuditEntryView<AuditSource>, 'source' | 'action' | 'details'>, t: Translate): string | null {
  if (e.source !== 'orders') return null;
  const d = e.details as Partial<OrderAuditDetails>;
  if (typeof d.orderId !== 'string') return null;
  const ref = isolateLtr(orderLabel(d.orderId));
  const rupees = (paisa: unknown) => formatPKR(typeof paisa === 'number' ? paisa : 0);
  switch (e.action) {
    case 'order.shipped':
      return d.courier
        ? t('Order {{ref}}: shipped with {{courier}}, {{total}} to collect', { ref, courier: d.courier, total: rupees(d.totalAmountPaisa) })
        : t('Order {{ref}}: {{total}} to collect', { ref, total: rupees(d.totalAmountPaisa) });
    case 'order.delivered':
      return t('Order {{ref}}: {{profit}} profit credited to the reseller', { ref, profit: rupees(d.profitPaisa) });
    case 'order.cancelled':
    case 'order.returned': {
      const back = t('Order {{ref}}: coins refunded {{coins}}, units restocked {{units}}', { ref, coins: formatCoins(d.coinsRefunded ?? '0'), units: d.unitsRestocked ?? 0 });
      return d.allowanceReturnedPaisa ? `${back}; ${t('{{amount}} of plan allowance given back', { amount: rupees(d.allowanceReturnedPaisa) })}` : back;
    }
    default:
      return null;
  }
}
