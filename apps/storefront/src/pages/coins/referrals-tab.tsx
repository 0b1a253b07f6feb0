import { COIN_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useReferral } from '../../features/coins/coins-api';
import {
  DEFAULT_SHARE_MESSAGE,
  MAX_SHARE_MESSAGE,
  referralLink,
  SHARE_MESSAGE_KEY,
  shareText,
  telegramReferralUrl,
  whatsappReferralUrl,
} from '../../features/coins/referral-share';

// the brands' hues, darkened so white text reads at 4.5:1 (WhatsApp #25D366 and Telegram #229ED9 give 2:1 and 3:1)
const WHATSAPP_GREEN = '#178540';
const TELEGRAM_BLUE = '#1b7cab';

const [COPY_FAILED_TITLE, COPY_FAILED_TEXT] = COIN_MSG.copyFailed.split(': ');

function readMessage(): string {
  try {
    return window.localStorage.getItem(SHARE_MESSAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeMessage(value: string): void {
  try {
    if (value.trim()) window.localStorage.setItem(SHARE_MESSAGE_KEY, value.trim());
    else window.localStorage.removeItem(SHARE_MESSAGE_KEY);
  } catch {
    // storage disabled: the default message is used
  }
}

/** Referrals: the link (site origin + /signup?ref={code}) and code with copy and share, and the settings sub-view. */
export function ReferralsTab() {
  const t = useT();
  const { toast } = useToast();
  const referral = useReferral();
  const [view, setView] = useState<'overview' | 'settings'>('overview');
  const [message, setMessage] = useState(readMessage);
  const [draft, setDraft] = useState(message);
  const failed = referral.isError;

  useEffect(() => {
    if (failed) toast({ title: t(COIN_MSG.referralUnavailable), variant: 'destructive' });
  }, [failed, toast, t]);

  if (referral.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (referral.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(COIN_MSG.referralUnavailable)}
        action={
          <Button size="small" onClick={() => void referral.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }

  const { code, referredCount } = referral.data;
  const link = referralLink(window.location.origin, code);
  const shareMessage = message || t(DEFAULT_SHARE_MESSAGE);

  const copy = async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t(done), variant: 'success' });
    } catch {
      toast({ title: t(COPY_FAILED_TITLE), description: t(COPY_FAILED_TEXT), variant: 'destructive' });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: 'ResellPK', text: shareText(shareMessage, link), url: link });
    } catch {
      // the user closed the share sheet: nothing to say
    }
  };

  if (view === 'settings') {
    return (
      <Card title={t('Referral Settings')} data-testid="referral-settings">
        <Typography.Paragraph className="rpk-muted">{t('This message is sent with your link when you share it.')}</Typography.Paragraph>
        <label htmlFor="referral-message" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          {t('Share message')}
        </label>
        <Input.TextArea
          id="referral-message"
          value={draft}
          maxLength={MAX_SHARE_MESSAGE}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t(DEFAULT_SHARE_MESSAGE)}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Space wrap style={{ marginTop: 16 }}>
          <Button
            type="primary"
            onClick={() => {
              writeMessage(draft);
              setMessage(draft.trim());
              toast({ title: t('Message saved'), variant: 'success' });
            }}
          >
            {t('Save Message')}
          </Button>
          <Button
            onClick={() => {
              setDraft('');
              writeMessage('');
              setMessage('');
            }}
          >
            {t('Reset to default')}
          </Button>
          <Button onClick={() => setView('overview')}>{t('Back to Overview')}</Button>
        </Space>
      </Card>
    );
  }

  return (
    <Card
      title={t('Invite friends, earn coins')}
      extra={
        <Button type="link" onClick={() => setView('settings')} style={{ paddingInline: 0 }}>
          {t('Settings')}
        </Button>
      }
      data-testid="referral-overview"
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <Typography.Paragraph className="rpk-muted" style={{ marginTop: 0 }}>
        {t('Your friend gets 1,000 welcome coins. You get 1,000 coins when their first order is delivered, plus half of the coins they spend.')}
      </Typography.Paragraph>

      <label htmlFor="referral-link" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('Your Referral Link')}
      </label>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input id="referral-link" value={link} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <Button type="primary" onClick={() => void copy(link, COIN_MSG.linkCopied)}>
          {t('Copy Link')}
        </Button>
      </Space.Compact>

      <label htmlFor="referral-code" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('Your Referral Code')}
      </label>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          id="referral-code"
          value={code}
          readOnly
          dir="ltr"
          data-testid="referral-code"
          style={{ fontWeight: 700, letterSpacing: 2 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={() => void copy(code, COIN_MSG.codeCopied)}>{t('Copy Code')}</Button>
      </Space.Compact>

      <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('Share your link')}</div>
      <Space wrap>
        {canShare && <Button onClick={() => void share()}>{t('Share')}</Button>}
        <Button href={whatsappReferralUrl(shareMessage, link)} target="_blank" rel="noopener noreferrer" style={{ background: WHATSAPP_GREEN, color: '#fff', borderColor: WHATSAPP_GREEN }}>
          {t('WhatsApp')}
        </Button>
        <Button href={telegramReferralUrl(shareMessage, link)} target="_blank" rel="noopener noreferrer" style={{ background: TELEGRAM_BLUE, color: '#fff', borderColor: TELEGRAM_BLUE }}>
          {t('Telegram')}
        </Button>
      </Space>

      <p style={{ marginTop: 16, marginBottom: 0 }} data-testid="referred-count">
        {t('Friends who joined with your code: {{count}}', { count: referredCount })}
      </p>
    </Card>
  );
}
