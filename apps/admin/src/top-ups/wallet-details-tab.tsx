import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodView, ReceivingAccountInput, ReceivingAccountView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { liveKeys, useAdminPaymentMethods, useAuthImage, WALLET_MSG } from '@resellpk/web-live';
import { useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Col, Empty, Flex, Input, Row, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { removeQr, uploadQr } from './qr-upload';

const MAX_QR_BYTES = 5 * 1024 * 1024;

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: liveKeys.adminPaymentMethods });
    void qc.invalidateQueries({ queryKey: liveKeys.paymentMethods });
  };
}

/** Picks an image file for a QR code (the server checks the content again). */
function useImagePicker(onPick: (file: File) => void) {
  const t = useT();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast({ title: t(WALLET_MSG.screenshotNotImage), variant: 'destructive' });
    if (file.size > MAX_QR_BYTES) return toast({ title: t(WALLET_MSG.screenshotTooLarge), variant: 'destructive' });
    onPick(file);
  };
  const element = <input ref={input} type="file" accept="image/*" hidden onChange={onChange} aria-label={t('QR code image')} data-testid="qr-input" />;
  return { open: () => input.current?.click(), element };
}

function AddForm({ methods }: { methods: PaymentMethodView[] }) {
  const t = useT();
  const { toast } = useToast();
  const refresh = useRefresh();
  const empty = { paymentMethodId: '', walletTitle: '', walletAddress: '', instructions: '' };
  const [form, setForm] = useState(empty);
  const [qr, setQr] = useState<File | null>(null);
  const picker = useImagePicker(setQr);
  const add = useMutation({
    mutationFn: async (input: ReceivingAccountInput) => {
      const account = await api.post<ReceivingAccountView>('/admin/payment-methods/wallets', input);
      return qr ? uploadQr(account.id, qr) : account;
    },
    onSuccess: () => {
      toast({ title: t('Wallet details added'), variant: 'success' });
      setForm(empty);
      setQr(null);
      refresh();
    },
    onError: (e) => {
      toast({ title: t(WALLET_MSG.addWalletFailed), description: t(e.message), variant: 'destructive' });
      refresh();
    },
  });
  const submit = () => {
    if (!form.paymentMethodId || !form.walletTitle.trim() || !form.walletAddress.trim()) {
      toast({ title: t(WALLET_MSG.missingInformation), description: t(WALLET_MSG.fillRequired), variant: 'destructive' });
      return;
    }
    add.mutate({
      paymentMethodId: form.paymentMethodId,
      walletTitle: form.walletTitle.trim(),
      walletAddress: form.walletAddress.trim(),
      instructions: form.instructions.trim() || null,
      isActive: true,
    });
  };
  const set = (k: keyof typeof empty) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [k]: e.target.value });
  return (
    <Card title={t('Add Wallet Details')} size="small" data-testid="add-wallet-form">
      <Flex vertical gap={12}>
        <div>
          <label htmlFor="wd-method">{t('Payment Method')} *</label>
          <Select
            id="wd-method"
            style={{ width: '100%' }}
            value={form.paymentMethodId || undefined}
            placeholder={t('Select a payment method')}
            options={methods.map((m) => ({ value: m.id, label: t(m.name) }))}
            onChange={(v: string) => setForm({ ...form, paymentMethodId: v })}
            data-testid="wd-method"
          />
        </div>
        <div>
          <label htmlFor="wd-title">{t('Wallet Title')} *</label>
          <Input id="wd-title" value={form.walletTitle} onChange={set('walletTitle')} placeholder={t('e.g. ResellPK Easypaisa')} />
        </div>
        <div>
          <label htmlFor="wd-address">{t('Wallet Address or Number')} *</label>
          <Input id="wd-address" value={form.walletAddress} onChange={set('walletAddress')} placeholder="03XX-XXXXXXX / PK36SCBL..." dir="ltr" />
        </div>
        <div>
          <label htmlFor="wd-instructions">{t('Instructions (optional)')}</label>
          <Input.TextArea id="wd-instructions" rows={2} value={form.instructions} onChange={set('instructions')} />
        </div>
        <Flex gap={8} align="center" wrap>
          <Button icon={<UploadOutlined />} onClick={picker.open}>
            {t('QR Code (optional)')}
          </Button>
          {qr && <Typography.Text type="secondary">{qr.name}</Typography.Text>}
          {picker.element}
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={submit} loading={add.isPending} data-testid="add-wallet">
          {t('Add Wallet Details')}
        </Button>
      </Flex>
    </Card>
  );
}

function QrThumb({ path }: { path: string }) {
  const t = useT();
  const { url } = useAuthImage(path);
  return url ? <img src={url} alt={t('QR code')} style={{ width: 72, height: 72, objectFit: 'contain', border: '1px solid #eee', borderRadius: 6 }} /> : <Skeleton.Image active style={{ width: 72, height: 72 }} />;
}

function AccountRow({ account }: { account: ReceivingAccountView }) {
  const t = useT();
  const { toast } = useToast();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ walletTitle: account.walletTitle, walletAddress: account.walletAddress, instructions: account.instructions ?? '' });
  const onFail = (e: Error) => {
    toast({ title: t(WALLET_MSG.updateWalletFailed), description: t(e.message), variant: 'destructive' });
    refresh();
  };
  const update = useMutation({
    mutationFn: (patch: Partial<ReceivingAccountInput>) => api.patch<ReceivingAccountView>(`/admin/payment-methods/wallets/${account.id}`, patch),
    onSuccess: () => {
      setEditing(false);
      refresh();
    },
    onError: onFail,
  });
  const qr = useMutation({ mutationFn: (file: File | null) => (file ? uploadQr(account.id, file) : removeQr(account.id)), onSuccess: refresh, onError: onFail });
  const picker = useImagePicker((file) => qr.mutate(file));
  const save = () => {
    if (!draft.walletTitle.trim() || !draft.walletAddress.trim()) {
      toast({ title: t(WALLET_MSG.missingInformation), description: t(WALLET_MSG.fillRequired), variant: 'destructive' });
      return;
    }
    update.mutate({ walletTitle: draft.walletTitle.trim(), walletAddress: draft.walletAddress.trim(), instructions: draft.instructions.trim() || null });
  };
  return (
    <div data-testid="wallet-account" style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      {editing ? (
        <Flex vertical gap={8}>
          <Input aria-label={t('Wallet Title')} value={draft.walletTitle} onChange={(e) => setDraft({ ...draft, walletTitle: e.target.value })} />
          <Input aria-label={t('Wallet Address or Number')} value={draft.walletAddress} dir="ltr" onChange={(e) => setDraft({ ...draft, walletAddress: e.target.value })} />
          <Input.TextArea aria-label={t('Instructions (optional)')} rows={2} value={draft.instructions} onChange={(e) => setDraft({ ...draft, instructions: e.target.value })} />
          <Flex gap={8}>
            <Button type="primary" onClick={save} loading={update.isPending}>
              {t('Save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('Cancel')}</Button>
          </Flex>
        </Flex>
      ) : (
        <Flex gap={12} align="flex-start" wrap>
          {account.qrCodeUrl && <QrThumb path={account.qrCodeUrl} />}
          <div style={{ flex: 1, minWidth: 180 }}>
            <strong>{account.walletTitle}</strong> {!account.isActive && <Tag>{t('Inactive')}</Tag>}
            <div dir="ltr" style={{ overflowWrap: 'anywhere' }}>{account.walletAddress}</div>
            {account.instructions && <Typography.Text type="secondary">{account.instructions}</Typography.Text>}
          </div>
          <Flex gap={8} align="center" wrap>
            <Switch
              checked={account.isActive}
              loading={update.isPending}
              onChange={(isActive) => update.mutate({ isActive })}
              aria-label={t('Active')}
              data-testid="account-active"
            />
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
            <Button size="small" icon={<UploadOutlined />} onClick={picker.open} loading={qr.isPending}>
              {account.qrCodeUrl ? t('Replace QR') : t('Upload QR')}
            </Button>
            {account.qrCodeUrl && <Button size="small" danger icon={<DeleteOutlined />} onClick={() => qr.mutate(null)} aria-label={t('Remove QR')} />}
            {picker.element}
          </Flex>
        </Flex>
      )}
    </div>
  );
}

/** Topup Management, tab Wallet Details: where resellers send their money, per payment method. */
export function WalletDetailsTab() {
  const t = useT();
  const methods = useAdminPaymentMethods();
  if (methods.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (methods.isError)
    return <Alert type="error" showIcon title={t(WALLET_MSG.loadDataFailed)} action={<Button size="small" onClick={() => void methods.refetch()}>{t('Try again')}</Button>} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <AddForm methods={methods.data} />
      </Col>
      <Col xs={24} lg={15}>
        <Flex vertical gap={16}>
          {methods.data.map((m) => (
            <Card key={m.id} size="small" title={t(m.name)} extra={!m.available && <Tag color="orange">{t(WALLET_MSG.currentlyUnavailable)}</Tag>} data-testid="method-card">
              {m.accounts.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No wallet details yet')} /> : m.accounts.map((a) => <AccountRow key={a.id} account={a} />)}
            </Card>
          ))}
        </Flex>
      </Col>
    </Row>
  );
}
