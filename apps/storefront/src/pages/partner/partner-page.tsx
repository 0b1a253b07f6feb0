import { CheckOutlined, CrownOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { SubscribeResult, SubscriptionView, WalletView } from '@resellpk/contracts';
import { eliteWhatsAppLink, formatPKR, PARTNER_MSG, PARTNER_PLANS, type PurchasablePlan } from '@resellpk/domain';
import { api, ApiError } from '@resellpk/web-api';
import { formatDate, useT } from '@resellpk/web-i18n';
import { renewSession, useSession } from '@resellpk/web-session';
import { liveKeys } from '@resellpk/web-live';
import { useToast } from '@resellpk/web-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROFILE_QUERY_KEY } from '../../features/profile/use-profile';
import { planDurationText } from '../../features/partner/plan-duration';
import { SubscribeConfirm } from '../../features/partner/subscribe-confirm';
import { lockedTopUpRupees } from '../../features/wallet/top-up-amount';
import { TopUpHint } from '../../features/wallet/top-up-hint';
import { SUBSCRIPTION_QUERY_KEY, useMySubscription } from '../../features/partner/use-subscription';
import { PENDING_SUBSCRIPTION_KEY, type PendingSubscription } from '../../features/wallet/subscription-mode';
import { useSupportContacts } from '../../features/support/support-contacts';
import { PageContainer } from '../../shared/page-container';

/** The spec's failure text, unless the server refused with a reason of its own (already active, another plan pending). */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : PARTNER_MSG.errorMessage;
}

function PlanCard({ plan, selected, current, onSelect }: { plan: PurchasablePlan; selected: boolean; current: boolean; onSelect: () => void }) {
  const t = useT();
  return (
    <Card
      hoverable
      data-testid="partner-plan-card"
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect();
        }
      }}
      style={{ flex: '0 0 240px', scrollSnapAlign: 'start', borderColor: selected ? '#1677ff' : plan.bestValue ? '#722ed1' : undefined, borderWidth: selected ? 2 : 1 }}
      styles={{ body: { padding: 16 } }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(plan.name)}
        </Typography.Title>
        {plan.bestValue && <Tag color="purple">{t('Best Value')}</Tag>}
        {!plan.bestValue && plan.isPopular && <Tag color="blue">{t('Popular')}</Tag>}
      </Space>
      <div style={{ fontSize: 24, fontWeight: 700, margin: '8px 0 0' }}>{formatPKR(plan.pricePaisa)}</div>
      <Typography.Text type="secondary">{planDurationText(plan, t)}</Typography.Text>
      <div style={{ marginTop: 4 }}>
        <Typography.Text strong>{t(plan.coinsText)}</Typography.Text>
      </div>
      {current && (
        <Tag color="green" style={{ marginTop: 8 }}>
          {t('Your current plan')}
        </Tag>
      )}
    </Card>
  );
}

function PendingNotice({ pending, onAddFunds }: { pending: SubscriptionView; onAddFunds: () => void }) {
  const t = useT();
  const qc = useQueryClient();
  const { toast } = useToast();
  const cancel = useMutation({
    mutationFn: () => api.post<SubscriptionView>(`/subscriptions/${pending.id}/cancel`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    onError: (e) => toast({ title: t(PARTNER_MSG.errorTitle), description: t(failureText(e)), variant: 'destructive' }),
  });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="pending-subscription"
      title={t('Your {{plan}} plan is waiting for payment', { plan: t(pending.planName) })}
      description={t('It activates as soon as your wallet covers {{price}}: add funds, or press Subscribe Now again after a top-up.', {
        price: formatPKR(pending.amountPaidPaisa),
      })}
      action={
        <Space direction="vertical">
          <Button size="small" type="primary" onClick={onAddFunds}>
            {t('Add Funds')}
          </Button>
          <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('Cancel')}
          </Button>
        </Space>
      }
    />
  );
}

/** `/partner`: the partner plans (SPEC section 9), paid from the wallet. */
export function PartnerPage() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { status, user } = useSession();
  const mine = useMySubscription();
  const support = useSupportContacts();
  // the wallet decides what the confirmation says and whether a top-up is needed (a reseller's only)
  const wallet = useQuery({
    queryKey: liveKeys.wallet,
    queryFn: () => api.get<WalletView>('/wallet'),
    enabled: status === 'authenticated' && user?.role === 'reseller',
  });
  const balancePaisa = wallet.data?.balancePaisa ?? null;
  const [selectedCode, setSelectedCode] = useState<string>('pro');
  const [confirming, setConfirming] = useState(false);
  const selected = PARTNER_PLANS.find((p) => p.code === selectedCode) ?? PARTNER_PLANS[0];
  const active = mine.data?.active ?? null;
  const selectedIsCurrent = active?.planType === selected.code;

  /** to add funds, the amount locked to what the wallet lacks for this subscription */
  const goAddFunds = async (sub: SubscriptionView) => {
    const wallet = await qc.fetchQuery({ queryKey: liveKeys.wallet, queryFn: () => api.get<WalletView>('/wallet'), staleTime: 0 }).catch(() => null);
    const pending: PendingSubscription = { subscriptionId: sub.id, planName: sub.planName, amount: lockedTopUpRupees(sub.amountPaidPaisa, wallet?.balancePaisa ?? 0) };
    try {
      window.sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, JSON.stringify(pending));
    } catch {
      // private mode: the navigation state still carries it
    }
    navigate('/wallet/add-funds', { state: pending });
  };

  const subscribe = useMutation({
    mutationFn: (planType: string) => api.post<SubscribeResult>('/subscriptions', { planType }),
    onSuccess: async (result) => {
      const { subscription } = result;
      await qc.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: liveKeys.wallet });
      if (result.outcome === 'active') {
        // a new token first: the catalogue prices by the plan it carries, and a reload during the
        // token's rotation (the toast invites moving on) would replay the old refresh token and end the session
        await renewSession().catch(() => undefined);
        toast({ title: t('Your {{plan}} plan is now active.', { plan: t(subscription.planName) }), variant: 'success' });
        void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        void qc.invalidateQueries({ queryKey: ['products'] });
        return;
      }
      await goAddFunds(subscription);
    },
    onError: (e) => toast({ title: t(PARTNER_MSG.errorTitle), description: t(failureText(e)), variant: 'destructive' }),
  });

  const onSubscribe = () => {
    if (status !== 'authenticated') {
      toast({ title: t(PARTNER_MSG.loginRequired), variant: 'destructive' });
      navigate('/login', { state: { from: '/partner' } });
      return;
    }
    setConfirming(true);
  };

  return (
    <PageContainer>
      <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
        <CrownOutlined /> {t('Partner Plans')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 16px' }}>
        {t('Pay from your wallet and buy at wholesale prices. Pick a plan to see what it includes.')}
      </Typography.Paragraph>

      {active && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="active-plan"
          title={t('Your {{plan}} plan is now active.', { plan: t(active.planName) })}
          description={t('Wholesale prices until {{date}}.', { date: formatDate(active.endDate ?? '') })}
        />
      )}
      {mine.data?.pending && (
        <PendingNotice
          pending={mine.data.pending}
          onAddFunds={() => {
            const p = mine.data?.pending;
            if (p) void goAddFunds(p);
          }}
        />
      )}

      <div
        data-testid="partner-plans"
        // toggle buttons (aria-pressed), not listbox options: a group names them together
        role="group"
        aria-label={t('Partner Plans')}
        style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x mandatory', padding: '4px 2px 12px', WebkitOverflowScrolling: 'touch' }}
      >
        {PARTNER_PLANS.map((plan) => (
          <PlanCard key={plan.code} plan={plan} selected={plan.code === selected.code} current={active?.planType === plan.code} onSelect={() => setSelectedCode(plan.code)} />
        ))}
      </div>

      <Card data-testid="partner-plan-details" title={t('{{plan}} Plan', { plan: t(selected.name) })} style={{ marginTop: 8 }}>
        <Descriptions column={1} size="small" styles={{ label: { width: 110 } }}>
          <Descriptions.Item label={t('Price')}>{formatPKR(selected.pricePaisa)}</Descriptions.Item>
          <Descriptions.Item label={t('Coins')}>{t(selected.coinsText)}</Descriptions.Item>
          <Descriptions.Item label={t('Duration')}>{planDurationText(selected, t)}</Descriptions.Item>
        </Descriptions>
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0' }}>
          {selected.features.map((feature) => (
            <li key={feature} style={{ padding: '4px 0', display: 'flex', gap: 8 }}>
              <CheckOutlined style={{ color: '#52c41a', marginTop: 4 }} />
              <span>{t(feature)}</span>
            </li>
          ))}
        </ul>
        <Space direction="vertical" style={{ width: '100%' }}>
          {selectedIsCurrent ? (
            <Button size="large" block disabled data-testid="current-plan">
              {t('Your current plan')}
            </Button>
          ) : (
            <Button
              type="primary"
              size="large"
              block
              loading={subscribe.isPending}
              // one running plan at a time (the server refuses a second one too)
              disabled={Boolean(active)}
              onClick={onSubscribe}
              data-testid="subscribe-now"
            >
              {t('Subscribe Now - Rs. {{price}}', { price: formatPKR(selected.pricePaisa, { prefix: '' }) })}
            </Button>
          )}
          {active && !selectedIsCurrent && (
            <Typography.Text type="secondary" data-testid="plan-change-later">
              {t('You can choose another plan when your {{plan}} plan ends.', { plan: t(active.planName) })}
            </Typography.Text>
          )}
          {!active && balancePaisa !== null && <TopUpHint pricePaisa={selected.pricePaisa} balancePaisa={balancePaisa} />}
          {/* the support WhatsApp staff publish; no button while none is set */}
          {selected.code === 'elite' && support.contacts && (
            <Button size="large" block icon={<WhatsAppOutlined />} href={eliteWhatsAppLink(support.contacts.whatsapp)} target="_blank" rel="noopener noreferrer" data-testid="elite-whatsapp">
              {t('Claim Elite Benefits on WhatsApp')}
            </Button>
          )}
        </Space>
      </Card>
      <SubscribeConfirm
        plan={selected}
        balancePaisa={balancePaisa}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          subscribe.mutate(selected.code);
        }}
      />
    </PageContainer>
  );
}
