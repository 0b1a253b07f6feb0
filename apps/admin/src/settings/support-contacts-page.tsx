import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { SupportContactsInput } from '@resellpk/contracts';
import { formatPhone, MSG, SUPPORT_HOURS_MAX, validateSupportContacts } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { PageHeader } from '@resellpk/web-ui';
import { useSaveSupportContacts, useSupportContacts } from './support-contacts-api';

type Field = keyof SupportContactsInput;
const EMPTY: SupportContactsInput = { whatsapp: '', email: '', hoursEn: '', hoursUr: '' };
const FIELDS: readonly Field[] = ['whatsapp', 'email', 'hoursEn', 'hoursUr'];

/**
 * `/admin/settings`: the support channels the storefront publishes (Contact Us, FAQ, the legal
 * pages, the Elite WhatsApp button). Until they are saved the storefront shows none.
 */
export function SupportContactsPage() {
  const t = useT();
  const stored = useSupportContacts();
  const save = useSaveSupportContacts();
  const [values, setValues] = useState<SupportContactsInput>(EMPTY);
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [saved, setSaved] = useState(false);

  const contacts = stored.data?.contacts;
  useEffect(() => {
    // the form starts from what is published, the number written the way people in Pakistan write it
    if (contacts) setValues({ whatsapp: formatPhone(contacts.whatsapp), email: contacts.email, hoursEn: contacts.hoursEn, hoursUr: contacts.hoursUr });
  }, [contacts]);

  const edit = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: e.target.value });
    setSaved(false);
    if (error?.field === field) setError(null);
  };

  const submit = async () => {
    setSaved(false);
    const checked = validateSupportContacts(values);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    try {
      await save.mutateAsync(checked.value);
      setSaved(true);
    } catch (err) {
      const field = isApiError(err) && FIELDS.includes(err.field as Field) ? (err.field as Field) : null;
      setError({ field, message: serverMessage(err, MSG.somethingWentWrong) });
    }
  };

  // labels come translated (literal t() calls, so the Urdu coverage spec sees them)
  const item = (field: Field, label: string, input: { placeholder?: string; dir?: 'ltr' | 'rtl'; inputMode?: 'tel' | 'email'; autoComplete?: string; maxLength: number }, extra?: string) => (
    <Form.Item
      label={label}
      htmlFor={`support-${field}`}
      validateStatus={error?.field === field ? 'error' : undefined}
      help={error?.field === field ? t(error.message) : extra}
    >
      <Input id={`support-${field}`} value={values[field]} onChange={edit(field)} {...input} />
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 640 }}>
      <PageHeader title={t('Settings')} subtitle={t('Support contacts shown on Contact Us, FAQ, the terms and privacy pages and the Elite WhatsApp button.')} />
      {stored.isError ? (
        <Alert type="error" showIcon title={t("We couldn't load the settings.")} description={t('Check your connection and try again.')} />
      ) : stored.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Card title={t('Support contacts')}>
          {!contacts && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('No support contacts are published yet.')}
              description={t('The storefront shows no WhatsApp number or email until you save them here.')}
            />
          )}
          <Form layout="vertical" onFinish={submit} aria-label={t('Support contacts')}>
            {item('whatsapp', t('WhatsApp number'), { placeholder: '0300-1234567', dir: 'ltr', inputMode: 'tel', autoComplete: 'off', maxLength: 30 }, t('A Pakistani mobile number. Resellers message it from the Contact Us page and the Elite plan.'))}
            {item('email', t('Support email'), { placeholder: 'support@example.pk', dir: 'ltr', inputMode: 'email', autoComplete: 'off', maxLength: 254 })}
            {item('hoursEn', t('Office hours (English)'), { maxLength: SUPPORT_HOURS_MAX, dir: 'ltr' })}
            {item('hoursUr', t('Office hours (Urdu)'), { maxLength: SUPPORT_HOURS_MAX, dir: 'rtl' })}
            {saved && <Alert type="success" showIcon role="status" title={t('Support contacts saved. The storefront shows them within a minute.')} style={{ marginBottom: 16 }} />}
            {error && !error.field && <Alert type="error" showIcon title={t(error.message)} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('Save')}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
