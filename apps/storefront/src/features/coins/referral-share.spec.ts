import { DEFAULT_SHARE_MESSAGE, referralLink, shareText, telegramReferralUrl, whatsappReferralUrl } from './referral-share';

describe('referral sharing', () => {
  it('links to the site origin + /signup?ref={code}', () => {
    expect(referralLink('https://resellpk.pk', 'K7MQ3XPA')).toBe('https://resellpk.pk/signup?ref=K7MQ3XPA');
    expect(referralLink('http://localhost:4400/', 'K7MQ3XPA')).toBe('http://localhost:4400/signup?ref=K7MQ3XPA');
  });

  it('shares the default message with the link, or the user message when there is one', () => {
    const link = 'https://resellpk.pk/signup?ref=K7MQ3XPA';
    expect(shareText('', link)).toBe(`${DEFAULT_SHARE_MESSAGE}\n${link}`);
    expect(shareText('  Coins for you  ', link)).toBe(`Coins for you\n${link}`);
    expect(DEFAULT_SHARE_MESSAGE).toMatch(/^Join .+ and Get Free Coins!$/);
  });

  it('builds the WhatsApp and Telegram share links, encoded', () => {
    const link = 'https://resellpk.pk/signup?ref=K7MQ3XPA';
    expect(whatsappReferralUrl('', link)).toBe(`https://wa.me/?text=${encodeURIComponent(`${DEFAULT_SHARE_MESSAGE}\n${link}`)}`);
    const tg = new URL(telegramReferralUrl('Hi & welcome', link));
    expect(tg.origin + tg.pathname).toBe('https://t.me/share/url');
    expect(tg.searchParams.get('url')).toBe(link);
    expect(tg.searchParams.get('text')).toBe('Hi & welcome');
  });
});
