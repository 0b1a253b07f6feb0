import { FIRST_PURCHASE_BONUS_COINS_PER_RUPEE, type CoinPack, type CoinPackId } from '@resellpk/contracts';
import { COIN_MSG, formatCoins, formatPKR, groupThousands, PAISA_PER_RUPEE } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Alert, Button, ButtonLink, Panel, Skeleton, Tag, TEXT_GREEN, useToast } from '@resellpk/web-ui';
import { lazy, Suspense, useState } from 'react';
import { useCoinPacks, usePurchasePack } from '../../features/coins/coins-api';
import { hasPendingPurchase } from '../../features/coins/purchase-key';

// antd's Modal: requested on the first Buy click, not with the tab (the page's largest paint)
const BuyPackDialog = lazy(() => import('./buy-pack-dialog'));

const [FAILED_TITLE, FAILED_TEXT] = COIN_MSG.purchaseFailed.split(': ');

const bonusCoins = (pack: CoinPack) => FIRST_PURCHASE_BONUS_COINS_PER_RUPEE * (pack.pricePaisa / PAISA_PER_RUPEE);

/**
 * Buy Coins (the default tab): the spec's packs with their bonus labels and the first-purchase offer.
 * Built with the light kit: the offer is the coins page's largest paint.
 */
export function BuyCoinsTab() {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const packs = useCoinPacks();
  const purchase = usePurchasePack();
  const [confirming, setConfirming] = useState<CoinPack | null>(null);
  // the dialog is mounted from the first Buy click on
  const [asked, setAsked] = useState(false);
  const [walletShort, setWalletShort] = useState(false);

  if (packs.isPending) return <Skeleton rows={6} />;
  if (packs.isError) {
    return (
      <Alert
        type="error"
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
          size="large"
          data-testid="first-purchase-offer"
          style={{ marginBottom: 16 }}
          // what the pack really gives (the spec's "50% bonus" was not: issue 38)
          title={t('First Purchase Offer: {{n}} bonus coins for every rupee!', { n: FIRST_PURCHASE_BONUS_COINS_PER_RUPEE })}
          description={t('Your first coin pack gets {{n}} extra coins for every rupee you pay.', { n: FIRST_PURCHASE_BONUS_COINS_PER_RUPEE })}
        />
      )}
      {walletShort && (
        <Alert
          type="warning"
          data-testid="wallet-short"
          style={{ marginBottom: 16 }}
          title={t(COIN_MSG.walletCannotPay)}
          action={
            <ButtonLink variant="primary" size="small" to="/wallet/add-funds">
              {t('Add Funds')}
            </ButtonLink>
          }
        />
      )}
      <div className="rpk-grid-4">
        {packs.data.packs.map((pack) => {
          const pending = !!user && hasPendingPurchase(user.id, pack.id);
          const buying = purchase.isPending && purchase.variables === pack.id;
          return (
            <Panel
              key={pack.id}
              data-testid={`coin-pack-${pack.id}`}
              style={{ display: 'flex', flexDirection: 'column', borderRadius: 10 }}
              bodyStyle={{ display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <strong style={{ fontSize: 16 }}>{t(pack.name)}</strong>
                {pack.bonusLabel && <Tag color="gold">{t('{{label}} Bonus', { label: pack.bonusLabel })}</Tag>}
              </div>
              <div style={{ fontSize: 26, fontWeight: 700, color: '#874d00' }}>{t('{{coins}} coins', { coins: groupThousands(pack.coins) })}</div>
              {firstBonus && <div style={{ fontSize: 13, color: TEXT_GREEN }}>{t('+{{coins}} first purchase bonus', { coins: groupThousands(bonusCoins(pack)) })}</div>}
              <div className="rpk-muted" style={{ fontSize: 13, marginTop: 'auto' }}>
                {t('Paid from your wallet')}
              </div>
              <Button
                variant="primary"
                block
                loading={buying}
                disabled={purchase.isPending && !buying}
                onClick={() => {
                  setAsked(true);
                  setConfirming(pack);
                }}
              >
                {pending ? t('Retry purchase') : t('Buy for {{price}}', { price: formatPKR(pack.pricePaisa) })}
              </Button>
            </Panel>
          );
        })}
      </div>
      {asked && (
        <Suspense fallback={null}>
          <BuyPackDialog
            pack={confirming}
            coins={confirming ? groupThousands(confirming.coins + (firstBonus ? bonusCoins(confirming) : 0)) : ''}
            onBuy={(pack) => void buy(pack)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
