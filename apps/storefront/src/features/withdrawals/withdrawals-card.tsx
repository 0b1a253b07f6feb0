import type { WithdrawalView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { formatWalletPKR, WALLET_MSG } from '@resellpk/web-live';
import { ButtonLink, ExportIcon, Panel, Skeleton } from '@resellpk/web-ui';
import { LoadError } from '../wallet/load-error';
import { payoutLines } from './payout-label';
import { useMyWithdrawals } from './withdrawals-api';
import { WithdrawalStatusTag } from './withdrawal-status-tag';

function WithdrawalRow({ w }: { w: WithdrawalView }) {
  const t = useT();
  const to = payoutLines(w.payoutAccount);
  const date = formatDateTime(w.createdAt);
  return (
    <li data-testid="withdrawal-row" data-status={w.status} style={{ display: 'flex', gap: 12, padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{to.title}</div>
        <span className="rpk-muted" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          <span dir="ltr">{to.detail}</span> · {w.referenceCode} · {date}
        </span>
        {w.status === 'paid' && w.transferReference && (
          <div style={{ fontSize: 12 }}>
            {t('Transfer reference')}: <span dir="ltr">{w.transferReference}</span>
          </div>
        )}
        {w.status === 'rejected' && w.rejectionReason && (
          <div style={{ fontSize: 12, color: '#dc2626', overflowWrap: 'anywhere' }}>
            {t('Reason')}: {w.rejectionReason}
          </div>
        )}
      </div>
      <div style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
        <div dir="ltr" style={{ fontWeight: 600 }}>
          {formatWalletPKR(w.amountPaisa)}
        </div>
        <WithdrawalStatusTag status={w.status} />
      </div>
    </li>
  );
}

/**
 * /wallet: the withdrawals still being paid out (their amount is already held) and the latest
 * outcomes, with the Withdraw button. Kit-built like the rest of the page, in antd's small card
 * look: antd's card, typography and skeleton cost the wallet page long main-thread tasks on a phone
 * (docs/web-performance.md; bench/README.md, *The wallet without antd*), for a card with a title, a
 * button and a list.
 */
export function WithdrawalsCard() {
  const t = useT();
  const pending = useMyWithdrawals('pending', 20);
  const recent = useMyWithdrawals('all', 5);
  const pendingItems = pending.data?.items ?? [];
  const decided = (recent.data?.items ?? []).filter((w) => w.status !== 'pending').slice(0, 3);
  const heldPaisa = pendingItems.reduce((sum, w) => sum + w.amountPaisa, 0);
  return (
    <Panel style={{ marginTop: 16 }} size="small" bodyStyle={{ padding: 0 }} data-testid="withdrawals-card">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 38, padding: '4px 12px', borderBottom: '1px solid var(--rpk-border-2)' }}>
        <h4 style={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{t('Withdrawals')}</h4>
        <ButtonLink to="/wallet/withdraw" variant="primary" icon={<ExportIcon />} data-testid="withdraw">
          {t('Withdraw')}
        </ButtonLink>
      </div>
      <div style={{ padding: 12 }}>
        {(pending.isPending || recent.isPending) && <Skeleton rows={2} />}
        {(pending.isError || recent.isError) && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void Promise.all([pending.refetch(), recent.refetch()])} />}
        {pending.isSuccess && recent.isSuccess && (
          <>
            {pendingItems.length > 0 ? (
              <p style={{ margin: 0 }} data-testid="withdrawals-held">
                {t('{{count}} pending, {{amount}} held until paid', { count: pendingItems.length, amount: formatWalletPKR(heldPaisa) })}
              </p>
            ) : (
              <p className="rpk-muted" style={{ margin: 0 }}>
                {t('Take your profit out to Easypaisa, JazzCash or your bank account. Minimum Rs. 500.')}
              </p>
            )}
            {pendingItems.length + decided.length > 0 && (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="withdrawals">
                {[...pendingItems, ...decided].map((w) => (
                  <WithdrawalRow key={w.id} w={w} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
