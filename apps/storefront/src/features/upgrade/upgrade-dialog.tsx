import { CheckOutlined } from '@ant-design/icons';
import type { UpgradeRequestView } from '@resellpk/contracts';
import { CATALOG_MSG, formatPKR, hasPremiumAccess, PLANS, PREMIUM_DAYS, PREMIUM_PRICE_PAISA } from '@resellpk/domain';
import { api, isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { formatWalletPKR, useWallet } from '@resellpk/web-live';
import { PRICE_GREEN, PriceText, useToast } from '@resellpk/web-ui';
import { AntdScope } from '@resellpk/web-antd';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Radio, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { TopUpHint } from '../wallet/top-up-hint';

type Choice = 'free' | 'premium';

const PREMIUM = PLANS.find((plan) => plan.code === 'premium');

/** How Premium is paid: from the wallet when staff approve; what the wallet holds, and what to top up first. */
function PremiumPayment() {
  const t = useT();
  const wallet = useWallet();
  return (
    <div data-testid="premium-payment" style={{ marginTop: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography.Text>
        {t('{{price}} is paid from your wallet when our team approves your request. Premium then lasts {{days}} days.', {
          price: formatPKR(PREMIUM_PRICE_PAISA),
          days: PREMIUM_DAYS,
        })}
      </Typography.Text>
      {wallet.data && (
        <>
          <Typography.Text type="secondary" data-testid="premium-wallet-balance">
            {t('Your wallet: {{balance}}', { balance: formatWalletPKR(wallet.data.balancePaisa) })}
          </Typography.Text>
          <TopUpHint pricePaisa={PREMIUM_PRICE_PAISA} balancePaisa={wallet.data.balancePaisa} />
        </>
      )}
    </div>
  );
}

/**
 * The catalogue's plan upgrade dialog: Free Plan (disabled) and Premium Plan. Sends a request that an
 * admin approves on /admin/plan-upgrade-requests; the server refuses a second pending one (409).
 * It brings its own AntdScope: the catalogue page it opens from is built without antd.
 */
export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const current: Choice = hasPremiumAccess(user?.plan) ? 'premium' : 'free';
  // a Premium in its last days is renewed by the same request (the server decides whether it may be)
  const renewal = user?.plan === 'premium';
  const [choice, setChoice] = useState<Choice>('premium');

  useEffect(() => {
    if (open) setChoice('premium');
  }, [open]);

  const request = useMutation({
    mutationFn: () => api.post<UpgradeRequestView>('/plan-upgrade-requests', { requestedPlan: 'premium' }),
    onSuccess: () => {
      toast({ title: t(CATALOG_MSG.upgradeSubmittedTitle), description: t(CATALOG_MSG.upgradeSubmitted), variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        toast({ title: t(CATALOG_MSG.requestAlreadyPendingTitle), description: t(CATALOG_MSG.requestAlreadyPending), variant: 'destructive' });
      } else {
        toast({ title: t(CATALOG_MSG.requestFailedTitle), description: t(CATALOG_MSG.requestFailed), variant: 'destructive' });
      }
    },
  });

  const option = (value: Choice, body: React.ReactNode, disabled: boolean) => (
    <Radio
      value={value}
      disabled={disabled}
      style={{
        display: 'flex',
        width: '100%',
        padding: 12,
        marginInlineEnd: 0,
        border: `1px solid ${choice === value ? PRICE_GREEN : '#d9d9d9'}`,
        borderRadius: 8,
      }}
    >
      {body}
    </Radio>
  );

  return (
    <AntdScope>
      <Modal
        open={open}
        title={t(CATALOG_MSG.upgradeDialogTitle)}
        onCancel={onClose}
        destroyOnHidden
        width={480}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('Cancel')}
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={request.isPending}
            disabled={request.isPending || (choice === current && !renewal)}
            onClick={() => request.mutate()}
          >
            {t(CATALOG_MSG.requestUpgrade)}
          </Button>,
        ]}
      >
        <Radio.Group
          value={choice}
          onChange={(e) => setChoice(e.target.value as Choice)}
          style={{ display: 'flex', flexDirection: 'column', gap: 12, width: '100%' }}
          aria-label={t('Plan')}
        >
          {option(
            'free',
            <div>
              <Typography.Text strong>{t('Free Plan')}</Typography.Text>{' '}
              {current === 'free' && <Tag color="green">{t(CATALOG_MSG.yourCurrentPlan)}</Tag>}
              <div>
                <Typography.Text type="secondary">{t('Retail prices on free products')}</Typography.Text>
              </div>
            </div>,
            true,
          )}
          {option(
            'premium',
            <div>
              <Typography.Text strong>{t('Premium Plan')}</Typography.Text>{' '}
              {current === 'premium' && <Tag color="green">{t(CATALOG_MSG.yourCurrentPlan)}</Tag>}
              <div>
                <PriceText paisa={PREMIUM?.pricePaisa ?? 2500_00} style={{ fontWeight: 600 }} />{' '}
                <Typography.Text type="secondary">{t('/ month')}</Typography.Text>
              </div>
              <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
                {(PREMIUM?.features ?? []).map((feature) => (
                  <li key={feature} style={{ display: 'flex', gap: 6, fontSize: 13 }}>
                    <CheckOutlined style={{ color: PRICE_GREEN, marginTop: 4 }} />
                    <span>{t(feature)}</span>
                  </li>
                ))}
              </ul>
            </div>,
            current === 'premium' && !renewal,
          )}
        </Radio.Group>
        <PremiumPayment />
      </Modal>
    </AntdScope>
  );
}
