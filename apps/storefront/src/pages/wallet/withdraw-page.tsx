import { CheckCircleFilled, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PayoutAccountView } from '@resellpk/contracts';
import { MIN_WITHDRAWAL_PAISA, PAYOUT_MSG, withdrawalAmountError } from '@resellpk/domain';
import { ApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { formatWalletPKR, useWallet, WALLET_MSG } from '@resellpk/web-live';
import { PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { payoutLines } from '../../features/withdrawals/payout-label';
import { PayoutAccountForm } from '../../features/withdrawals/payout-account-form';
import { useDeletePayoutAccount, usePayoutAccounts, useRequestWithdrawal } from '../../features/withdrawals/withdrawals-api';
import { LoadError } from '../../features/wallet/load-error';
import { rupeesToPaisa } from '../../features/wallet/subscription-mode';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function AccountOption({ account, selected, onPick, onDelete, deleting }: { account: PayoutAccountView; selected: boolean; onPick: () => void; onDelete: () => void; deleting: boolean }) {
  const t = useT();
  const lines = payoutLines(account);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, borderRadius: 10, border: `2px solid ${selected ? SOLID_GREEN : '#e5e7eb'}`, background: selected ? '#f0fdf4' : '#fff' }}>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onPick}
        data-testid="payout-option"
        style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 10, minHeight: 56, padding: '10px 12px', border: 0, background: 'transparent', textAlign: 'start', font: 'inherit', cursor: 'pointer' }}
      >
        <span style={{ flex: 1, minWidth: 0 }}>
          <span style={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>{lines.title}</span>
          <span dir="ltr" style={{ display: 'block', fontSize: 12, color: 'rgba(0,0,0,0.55)', overflowWrap: 'anywhere' }}>
            {lines.detail}
          </span>
        </span>
        {selected && <CheckCircleFilled aria-hidden style={{ color: SOLID_GREEN, fontSize: 18 }} />}
      </button>
      <Popconfirm title={t('Delete this payout account?')} okText={t('Delete')} cancelText={t('Cancel')} onConfirm={onDelete}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('Delete')} loading={deleting} style={{ marginInlineEnd: 4 }} />
      </Popconfirm>
    </div>
  );
}

function Withdraw() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const wallet = useWallet();
  const accounts = usePayoutAccounts();
  const remove = useDeletePayoutAccount();
  const request = useRequestWithdrawal();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ payoutAccountId?: string; amountPaisa?: string; form?: string }>({});
  // one key per (account, amount) the user means: a retry of the same one holds once
  const [key, setKey] = useState(newKey);
  useEffect(() => setKey(newKey()), [accountId, amountText]);

  const list = useMemo(() => accounts.data ?? [], [accounts.data]);
  const selected = list.find((a) => a.id === accountId) ?? null;
  // the first account is chosen for the user; with none, the form to add one is open
  useEffect(() => {
    if (!accountId && list.length > 0) setAccountId(list[0].id);
    if (accounts.isSuccess && list.length === 0) setAdding(true);
  }, [accountId, list, accounts.isSuccess]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const paisa = rupeesToPaisa(amountText);
    const next: typeof errors = {};
    if (!selected) next.payoutAccountId = PAYOUT_MSG.chooseAccount;
    const amountError = paisa === null ? PAYOUT_MSG.amountInvalid : withdrawalAmountError(paisa);
    if (amountError) next.amountPaisa = amountError;
    else if (wallet.data && paisa !== null && paisa > wallet.data.balancePaisa) next.amountPaisa = t('Insufficient wallet balance. You can withdraw at most {{amount}}.', { amount: formatWalletPKR(wallet.data.balancePaisa) });
    setErrors(next);
    if (Object.keys(next).length || !selected || paisa === null) return;
    request.mutate(
      { payoutAccountId: selected.id, amountPaisa: paisa, key },
      {
        onSuccess: (w) => {
          toast({ title: t('Withdrawal requested'), description: t('{{amount}} is held until our team sends it. Reference {{ref}}.', { amount: formatWalletPKR(w.amountPaisa), ref: w.referenceCode }) });
          navigate('/wallet');
        },
        onError: (err) => {
          const message = serverMessage(err, 'Could not request the withdrawal. Please try again.');
          if (err instanceof ApiError && (err.field === 'amountPaisa' || err.code === 'INSUFFICIENT_FUNDS')) setErrors({ amountPaisa: message });
          else if (err instanceof ApiError && err.field === 'payoutAccountId') setErrors({ payoutAccountId: message });
          else setErrors({ form: message });
        },
      },
    );
  };

  return (
    <PageContainer width="narrow">
      <PageHeader title={t('Withdraw')} subtitle={t('Take your profit out of the wallet. The amount is held at once and our team sends it to your account.')} extra={<LinkButton to="/wallet">{t('Wallet')}</LinkButton>} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('Available balance')}</Typography.Text>
        <div style={{ fontSize: 24, fontWeight: 700 }} dir="ltr" data-testid="withdraw-balance">
          {wallet.isPending ? <Skeleton.Input active size="small" /> : wallet.data ? formatWalletPKR(wallet.data.balancePaisa) : '-'}
        </div>
      </Card>
      <form onSubmit={submit} noValidate>
        <Typography.Title level={5} id="payout-label">
          {t('Pay to')}
        </Typography.Title>
        {accounts.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        {accounts.isError && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void accounts.refetch()} />}
        {list.length > 0 && (
          <Space orientation="vertical" style={{ width: '100%' }} role="radiogroup" aria-labelledby="payout-label">
            {list.map((a) => (
              <AccountOption
                key={a.id}
                account={a}
                selected={a.id === accountId}
                onPick={() => {
                  setAccountId(a.id);
                  setErrors((x) => ({ ...x, payoutAccountId: undefined }));
                }}
                deleting={remove.isPending && remove.variables === a.id}
                onDelete={() =>
                  remove.mutate(a.id, {
                    onSuccess: () => accountId === a.id && setAccountId(null),
                    onError: (err) => toast({ title: t(serverMessage(err, 'Could not delete the account.')), variant: 'destructive' }),
                  })
                }
              />
            ))}
          </Space>
        )}
        {errors.payoutAccountId && <Alert type="error" showIcon title={t(errors.payoutAccountId)} role="alert" style={{ marginTop: 8 }} data-testid="payout-error" />}
        {accounts.isSuccess &&
          (adding ? (
            <Card size="small" title={t('New payout account')} style={{ marginTop: 12 }}>
              <PayoutAccountForm
                onSaved={(a) => {
                  setAccountId(a.id);
                  setAdding(false);
                }}
                onCancel={list.length > 0 ? () => setAdding(false) : undefined}
              />
            </Card>
          ) : (
            <Button icon={<PlusOutlined />} block style={{ marginTop: 12 }} onClick={() => setAdding(true)} data-testid="add-payout-account">
              {t('Add a payout account')}
            </Button>
          ))}
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          <label htmlFor="withdraw-amount">{t('Amount (Rs.)')}</label>
        </Typography.Title>
        <Input
          id="withdraw-amount"
          size="large"
          inputMode="decimal"
          prefix="Rs."
          placeholder={t('Minimum {{amount}}', { amount: formatWalletPKR(MIN_WITHDRAWAL_PAISA) })}
          value={amountText}
          onChange={(e) => {
            setAmountText(e.target.value);
            setErrors((x) => ({ ...x, amountPaisa: undefined }));
          }}
          status={errors.amountPaisa ? 'error' : undefined}
          data-testid="withdraw-amount"
          dir="ltr"
        />
        {errors.amountPaisa && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 6 }} data-testid="amount-error">
            {t(errors.amountPaisa)}
          </Typography.Text>
        )}
        {errors.form && <Alert type="error" showIcon title={t(errors.form)} role="alert" style={{ marginTop: 12 }} />}
        <Button type="primary" htmlType="submit" size="large" block style={{ marginTop: 16 }} loading={request.isPending} disabled={adding && list.length === 0} data-testid="submit-withdrawal">
          {t('Request Withdrawal')}
        </Button>
      </form>
    </PageContainer>
  );
}

/** `/wallet/withdraw`: choose or add a payout account, the amount (minimum Rs. 500), and ask; the amount is held at once. */
export const WithdrawPage = Withdraw;
