import { BankOutlined, CheckCircleFilled, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodView, PaymentRequestView } from '@resellpk/contracts';
import { api, newAttemptKey, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { AuthImage, formatWalletPKR, liveKeys, MIN_TOPUP_PAISA, usePaymentMethods, WALLET_MSG } from '@resellpk/web-live';
import { PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Descriptions, Input, Skeleton, Space, Typography } from 'antd';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadError } from '../../features/wallet/load-error';
import { lockedAmountFromQuery } from '../../features/wallet/locked-amount';
import { PENDING_SUBSCRIPTION_KEY, readSubscription, rupeesToPaisa } from '../../features/wallet/subscription-mode';
import { PageContainer } from '../../shared/page-container';

const METHOD_ICON = { easypaisa: MobileOutlined, jazzcash: MobileOutlined, bank_transfer: BankOutlined, others: WalletOutlined } as const;

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function MethodOption({ method, selected, onPick }: { method: PaymentMethodView; selected: boolean; onPick: () => void }) {
  const t = useT();
  const Icon = METHOD_ICON[method.type] ?? WalletOutlined;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={!method.available}
      onClick={onPick}
      data-testid={`method-${method.type}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        width: '100%',
        minHeight: 56,
        padding: '10px 14px',
        borderRadius: 10,
        border: `2px solid ${selected ? SOLID_GREEN : '#e5e7eb'}`,
        background: selected ? '#f0fdf4' : method.available ? '#fff' : '#f9fafb',
        color: method.available ? 'inherit' : 'rgba(0,0,0,0.4)',
        cursor: method.available ? 'pointer' : 'not-allowed',
        textAlign: 'start',
        font: 'inherit',
      }}
    >
      <Icon aria-hidden style={{ fontSize: 22 }} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <span style={{ display: 'block', fontWeight: 600 }}>{t(method.name)}</span>
        {!method.available && <span style={{ fontSize: 12 }}>{t(WALLET_MSG.currentlyUnavailable)}</span>}
      </span>
      {selected && <CheckCircleFilled aria-hidden style={{ color: SOLID_GREEN, fontSize: 18 }} />}
    </button>
  );
}

function AccountDetails({ method }: { method: PaymentMethodView }) {
  const t = useT();
  const account = method.accounts.find((a) => a.isActive) ?? method.accounts[0];
  if (!account) return null;
  return (
    <Card size="small" title={t('Send your payment to')} style={{ marginTop: 16 }} data-testid="receiving-account">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('Account title')}>{account.walletTitle}</Descriptions.Item>
        <Descriptions.Item label={t('Account number / IBAN')}>
          <Typography.Text copyable strong dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {account.walletAddress}
          </Typography.Text>
        </Descriptions.Item>
        {account.instructions && <Descriptions.Item label={t('Instructions')}>{account.instructions}</Descriptions.Item>}
      </Descriptions>
      {account.qrCodeUrl && (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <AuthImage
            path={account.qrCodeUrl}
            alt={t('QR code for {{title}}', { title: account.walletTitle })}
            style={{ width: 180, maxWidth: '100%', height: 'auto', borderRadius: 8, border: '1px solid #eee' }}
            data-testid="account-qr"
            fallback={<Skeleton.Image active style={{ width: 180, height: 180 }} />}
          />
        </div>
      )}
    </Card>
  );
}

/** `/wallet/add-funds`: method picker and amount; opens the payment chat for the new request. */
export function TopUpPage() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const methods = usePaymentMethods();
  const subscription = useMemo(() => readSubscription(location.state, sessionStore()), [location.state]);
  const [methodId, setMethodId] = useState<string | null>(null);
  // ?amount= (a plan's missing sum) locks the amount too, but the user may change it
  const urlAmount = useMemo(() => (subscription ? null : lockedAmountFromQuery(location.search)), [subscription, location.search]);
  const [amountUnlocked, setAmountUnlocked] = useState(false);
  const urlLocked = urlAmount !== null && !amountUnlocked;
  const [amountText, setAmountText] = useState(subscription ? String(subscription.amount) : urlAmount !== null ? String(urlAmount) : '');
  const [error, setError] = useState<string | null>(null);
  const method = methods.data?.find((m) => m.id === methodId) ?? null;
  // one Idempotency-Key per method and amount the user means (a retry after a lost answer is the
  // same request); the ref stops a second click before React has disabled the button
  const attempt = useRef<{ of: string; key: string } | null>(null);
  const inFlight = useRef(false);

  const create = useMutation({
    mutationFn: ({ key, ...input }: { paymentMethodId: string; amountPaisa: number; key: string }) =>
      api.post<PaymentRequestView>('/payment-requests', input, { headers: { 'Idempotency-Key': key } }),
    onSuccess: (request) => {
      qc.setQueryData(liveKeys.paymentRequest(request.id), request);
      if (subscription) sessionStore()?.removeItem(PENDING_SUBSCRIPTION_KEY);
      navigate(`/wallet/chat/${request.chatRoomId}`, { state: { paymentRequest: request, method } });
    },
    onError: (e) => toast({ title: t(serverMessage(e, WALLET_MSG.createRequestFailed)), variant: 'destructive' }),
  });

  const pick = (m: PaymentMethodView) => {
    if (!m.available) {
      toast({ title: t(WALLET_MSG.currentlyUnavailable), description: t(WALLET_MSG.methodNotConfigured), variant: 'destructive' });
      return;
    }
    setMethodId(m.id);
    setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const paisa = subscription ? Math.round(subscription.amount * 100) : rupeesToPaisa(amountText);
    if (!method || !method.available || paisa === null || paisa < MIN_TOPUP_PAISA) {
      setError(WALLET_MSG.addFundsInvalid);
      return;
    }
    setError(null);
    if (inFlight.current) return;
    const of = `${method.id}:${paisa}`;
    if (attempt.current?.of !== of) attempt.current = { of, key: newAttemptKey('top-up-') };
    inFlight.current = true;
    create.mutate(
      { paymentMethodId: method.id, amountPaisa: paisa, key: attempt.current.key },
      {
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <PageContainer width="narrow">
      <PageHeader title={t('Add Funds')} subtitle={t('Choose how you will pay, then send the amount to the account shown.')} />
      {subscription && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="subscription-mode"
          title={t('Subscription: {{plan}}', { plan: subscription.planName })}
          description={t('The amount is set to what your wallet still needs for this plan.')}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Typography.Title level={5} id="method-label">
          {t('Payment Method')}
        </Typography.Title>
        {methods.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {methods.isError && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void methods.refetch()} />}
        {methods.isSuccess && methods.data.length === 0 && <Alert type="warning" showIcon title={t('No payment methods are available right now.')} />}
        {methods.isSuccess && (
          <Space orientation="vertical" style={{ width: '100%' }} role="radiogroup" aria-labelledby="method-label">
            {methods.data.map((m) => (
              <MethodOption key={m.id} method={m} selected={m.id === methodId} onPick={() => pick(m)} />
            ))}
          </Space>
        )}
        {method && <AccountDetails method={method} />}
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          <label htmlFor="top-up-amount">{t('Amount (Rs.)')}</label>
        </Typography.Title>
        <Input
          id="top-up-amount"
          size="large"
          inputMode="decimal"
          prefix="Rs."
          placeholder={t('Minimum {{amount}}', { amount: formatWalletPKR(MIN_TOPUP_PAISA) })}
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          disabled={Boolean(subscription)}
          readOnly={Boolean(subscription) || urlLocked}
          data-testid="top-up-amount"
          dir="ltr"
        />
        {urlLocked && (
          <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }} wrap data-testid="locked-amount">
            <Typography.Text type="secondary">{t('The amount is set to what your wallet still needs for this plan.')}</Typography.Text>
            <Button type="link" style={{ paddingInline: 0 }} onClick={() => setAmountUnlocked(true)}>
              {t('Change amount')}
            </Button>
          </Space>
        )}
        {error && (
          <Alert type="error" showIcon title={t(error)} role="alert" style={{ marginTop: 12 }} data-testid="add-funds-error" />
        )}
        <Button type="primary" htmlType="submit" size="large" block style={{ marginTop: 16 }} loading={create.isPending} disabled={create.isPending} data-testid="create-request">
          {t('Continue to Payment')}
        </Button>
      </form>
    </PageContainer>
  );
}
