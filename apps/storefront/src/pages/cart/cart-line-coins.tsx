import type { QuoteLine } from '@resellpk/contracts';
import { formatCoins } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Button, Tag } from 'antd';

/** A cart line's coins: "applied automatically" (premium), applied with Undo, the Apply Coins button, or nothing. */
export function CartLineCoins({ line, premiumAccess, applying, onApplyCoins, onRemoveCoins }: {
  line: QuoteLine | undefined;
  premiumAccess: boolean;
  applying: boolean;
  onApplyCoins: () => void;
  onRemoveCoins: () => void;
}) {
  const t = useT();
  return premiumAccess ? (
    <Tag color="green" data-testid="coins-auto">{t('Coins applied automatically')}</Tag>
  ) : line?.coinsApplied ? (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <Tag color="green" data-testid="coins-applied">{t('{{coins}} coins applied', { coins: formatCoins(line.coinCost) })}</Tag>
      <Button size="small" type="link" onClick={onRemoveCoins}>
        {t('Undo')}
      </Button>
    </span>
  ) : line?.coinsApplicable ? (
    <Button size="small" onClick={onApplyCoins} loading={applying} data-testid="apply-coins">
      {t('Apply Coins')} ({formatCoins(line.coinCost)})
    </Button>
  ) : null;
}
