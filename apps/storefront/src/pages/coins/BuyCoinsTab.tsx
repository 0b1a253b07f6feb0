import { FIRST_PURCHASE_BONUS_COINS_PER_RUPEE, type CoinPack, type CoinPackId } from '@resellpk/contracts';
import { COIN_MSG, formatCoins, formatPKR, PAISA_PER_RUPEE } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { TEXT_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Col, Modal, Row, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useCoinPacks, usePurchasePack } from '../../features/coins/coins-api';
import { hasPendingPurchase } from '../../features/coins/purchase-key';
import { LinkButton } from '../../shared/LinkButton';

const [FAILED_TITLE, FAILED_TEXT] = COIN_MSG.purchaseFailed.split(': ');

const bonusCoins = (pack: CoinPack) => FIRST_PURCHASE_BONUS_COINS_PER_RUPEE * (pack.pricePaisa / PAISA_PER_RUPEE);
const grouped = (n: number) => n.toLocaleString('en-US');

/** Buy Coins (the default tab): the spec's packs with their bonus labels and the first-purchase offer. */
export function BuyCoinsTab() {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const packs = useCoinPacks();
  const purchase = usePurchasePack();
  const [confirming, setConfirming] = useState<CoinPack | null>(null);
  const [walletShort, setWalletShort] = useState(false);

  if (packs.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (packs.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('Unable to load coin packs. Please try again.')}
        action={
          <Button size="small" onClick={() => void packs.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const firstBonus = packs.data.firstPurchaseBonusAvailable;

  const buy = async (pack: CoinPack) => {
    setConfirming(null);
    setWalletShort(false);
    try {
      const done = await purchase.mutateAsync(pack.id as CoinPackId);
      toast({
        title: t('Coins Purchased!'),
        description: t('{{coins}} coins were added to your balance.', { coins: formatCoins(done.coinsReceived) }),
        variant: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        setWalletShort(true);
        return;
      }
      toast({ title: t(FAILED_TITLE), description: t(FAILED_TEXT), variant: 'destructive' });
    }
  };

  return (
    <div>
      {firstBonus && (
        <Alert
          type="success"
          showIcon
          data-testid="first-purchase-offer"
          style={{ marginBottom: 16 }}
          title={t('First Purchase Offer: 50% bonus!')}
          description={t('Your first coin pack gets {{n}} extra coins for every rupee you pay.', { n: FIRST_PURCHASE_BONUS_COINS_PER_RUPEE })}
        />
      )}
      {walletShort && (
        <Alert
          type="warning"
          showIcon
          data-testid="wallet-short"
          style={{ marginBottom: 16 }}
          title={t(COIN_MSG.walletCannotPay)}
          action={
            <LinkButton type="primary" size="small" to="/wallet/add-funds">
              {t('Add Funds')}
            </LinkButton>
          }
        />
      )}
      <Row gutter={[12, 12]}>
        {packs.data.packs.map((pack) => {
          const pending = !!user && hasPendingPurchase(user.id, pack.id);
          const buying = purchase.isPending && purchase.variables === pack.id;
          return (
            <Col key={pack.id} xs={24} sm={12} lg={6}>
              <Card data-testid={`coin-pack-${pack.id}`} style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                  <strong style={{ fontSize: 16 }}>{t(pack.name)}</strong>
                  {pack.bonusLabel && <Tag color="gold">{t('{{label}} Bonus', { label: pack.bonusLabel })}</Tag>}
                </div>
                <div style={{ fontSize: 26, fontWeight: 700, color: '#874d00' }}>
                  {t('{{coins}} coins', { coins: grouped(pack.coins) })}
                </div>
                {firstBonus && (
                  <div style={{ fontSize: 13, color: TEXT_GREEN }}>{t('+{{coins}} first purchase bonus', { coins: grouped(bonusCoins(pack)) })}</div>
                )}
                <div className="rpk-muted" style={{ fontSize: 13, marginTop: 'auto' }}>
                  {t('Paid from your wallet')}
                </div>
                <Button type="primary" block loading={buying} disabled={purchase.isPending && !buying} onClick={() => setConfirming(pack)}>
                  {pending ? t('Retry purchase') : t('Buy for {{price}}', { price: formatPKR(pack.pricePaisa) })}
                </Button>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Modal
        open={confirming !== null}
        title={confirming ? t('Buy the {{name}} pack?', { name: t(confirming.name) }) : ''}
        okText={t('Buy Now')}
        cancelText={t('Cancel')}
        onOk={() => confirming && void buy(confirming)}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        {confirming && (
          <p style={{ margin: 0 }}>
            {t('{{price}} will be paid from your wallet for {{coins}} coins.', {
              price: formatPKR(confirming.pricePaisa),
              coins: grouped(confirming.coins + (firstBonus ? bonusCoins(confirming) : 0)),
            })}
          </p>
        )}
      </Modal>
    </div>
  );
}
