import type { CoinPack } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { AntdScope } from '@resellpk/web-antd';
import { Modal } from 'antd';

/**
 * "Buy the X pack?" (antd Modal, its own antd scope): BuyCoinsTab loads it on the first Buy click,
 * so the Buy Coins tab paints without antd; it stays mounted after, so closing animates.
 */
export default function BuyPackDialog({
  pack,
  coins,
  onBuy,
  onCancel,
}: {
  /** the pack asked about; null: closed */
  pack: CoinPack | null;
  /** the coins the pack brings, first-purchase bonus included */
  coins: string;
  onBuy: (pack: CoinPack) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <AntdScope>
      <Modal
        open={pack !== null}
        title={pack ? t('Buy the {{name}} pack?', { name: t(pack.name) }) : ''}
        okText={t('Buy Now')}
        cancelText={t('Cancel')}
        onOk={() => pack && onBuy(pack)}
        onCancel={onCancel}
        destroyOnHidden
      >
        {pack && (
          <p style={{ margin: 0 }}>
            {t('{{price}} will be paid from your wallet for {{coins}} coins.', { price: formatPKR(pack.pricePaisa), coins })}
          </p>
        )}
      </Modal>
    </AntdScope>
  );
}
