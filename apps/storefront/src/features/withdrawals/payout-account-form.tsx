import type { PayoutAccountKind, PayoutAccountView } from '@resellpk/contracts';
import { PAYOUT_KIND_LABEL, validatePayoutAccount } from '@resellpk/domain';
import { ApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, Form, Input, Segmented, Space } from 'antd';
import { useId, useState } from 'react';
import { useAddPayoutAccount } from './withdrawals-api';

type Fields = { accountHolder: string; mobileNumber: string; bankName: string; iban: string };
const EMPTY: Fields = { accountHolder: '', mobileNumber: '', bankName: '', iban: '' };

/** A new payout account: the shared rules check each field here first, the server checks them again. */
export function PayoutAccountForm({ onSaved, onCancel }: { onSaved: (a: PayoutAccountView) => void; onCancel?: () => void }) {
  const t = useT();
  const add = useAddPayoutAccount();
  const [kind, setKind] = useState<PayoutAccountKind>('easypaisa');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: '' }));
  };
  // the form has no antd field names, so each label is tied to its input by an explicit id
  const idBase = useId();
  const fieldId = (k: keyof Fields) => `${idBase}-${k}`;
  const item = (k: keyof Fields) => ({ htmlFor: fieldId(k), validateStatus: errors[k] ? ('error' as const) : undefined, help: errors[k] ? <span data-testid={`error-${k}`}>{t(errors[k])}</span> : undefined });

  const save = () => {
    const input = kind === 'bank' ? { kind, accountHolder: fields.accountHolder, bankName: fields.bankName, iban: fields.iban } : { kind, accountHolder: fields.accountHolder, mobileNumber: fields.mobileNumber };
    const checked = validatePayoutAccount(input);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setFormError(null);
    add.mutate(input, {
      onSuccess: (a) => {
        setFields(EMPTY);
        onSaved(a);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.field && e.field in EMPTY) setErrors({ [e.field]: e.message });
        else setFormError(serverMessage(e, 'Could not save the account. Please try again.'));
      },
    });
  };

  return (
    <Form layout="vertical" component="div" data-testid="payout-account-form">
      <Form.Item label={t('Account type')}>
        <Segmented
          block
          value={kind}
          onChange={(v) => {
            setKind(v as PayoutAccountKind);
            setErrors({});
          }}
          options={(['easypaisa', 'jazzcash', 'bank'] as const).map((k) => ({ value: k, label: t(PAYOUT_KIND_LABEL[k]) }))}
          data-testid="payout-kind"
        />
      </Form.Item>
      {kind === 'bank' ? (
        <>
          <Form.Item label={t('Bank name')} {...item('bankName')}>
            <Input id={fieldId('bankName')} value={fields.bankName} onChange={set('bankName')} placeholder="Meezan Bank" maxLength={100} data-testid="payout-bank-name" autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('Account title')} {...item('accountHolder')}>
            <Input id={fieldId('accountHolder')} value={fields.accountHolder} onChange={set('accountHolder')} maxLength={100} data-testid="payout-holder" autoComplete="name" />
          </Form.Item>
          <Form.Item label="IBAN" {...item('iban')}>
            <Input id={fieldId('iban')} value={fields.iban} onChange={set('iban')} placeholder="PK36 SCBL 0000 0011 2345 6702" maxLength={40} dir="ltr" data-testid="payout-iban" autoComplete="off" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item label={t('Mobile account number')} {...item('mobileNumber')}>
            <Input id={fieldId('mobileNumber')} value={fields.mobileNumber} onChange={set('mobileNumber')} placeholder="0300 1234567" inputMode="tel" maxLength={20} dir="ltr" data-testid="payout-mobile" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={t("Account holder's name")} {...item('accountHolder')}>
            <Input id={fieldId('accountHolder')} value={fields.accountHolder} onChange={set('accountHolder')} maxLength={100} data-testid="payout-holder" autoComplete="name" />
          </Form.Item>
        </>
      )}
      {formError && <Alert type="error" showIcon title={t(formError)} role="alert" style={{ marginBottom: 12 }} />}
      <Space wrap>
        <Button type="primary" onClick={save} loading={add.isPending} data-testid="payout-save">
          {t('Save account')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('Cancel')}</Button>}
      </Space>
    </Form>
  );
}
