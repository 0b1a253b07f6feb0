import { formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { addFundsLink } from './locked-amount';
import { lockedTopUpRupees } from './top-up-amount';

/** Under a plan the wallet cannot cover: how much is missing, and Add Funds locked to that amount. */
export function TopUpHint({ pricePaisa, balancePaisa }: { pricePaisa: number; balancePaisa: number }) {
  const t = useT();
  if (balancePaisa >= pricePaisa) return null;
  const rupees = lockedTopUpRupees(pricePaisa, balancePaisa);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="top-up-needed"
      title={t('Your wallet has {{balance}}, not enough for this plan.', { balance: formatPKR(balancePaisa) })}
      description={
        <Link to={addFundsLink(rupees)} style={{ textDecoration: 'underline', fontWeight: 600 }} data-testid="top-up-link">
          {t('Top up {{amount}} more', { amount: formatPKR(rupees * 100) })}
        </Link>
      }
    />
  );
}
