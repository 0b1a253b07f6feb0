/** The spec's referral link: the site origin + /signup?ref={code}. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/signup?ref=${encodeURIComponent(code)}`;
}

/** The spec's default share message ("Join ... and Get Free Coins!"), the link on its own line. */
export const DEFAULT_SHARE_MESSAGE = 'Join me on ResellPK and Get Free Coins!';

export function shareText(message: string, link: string): string {
  return `${message.trim() || DEFAULT_SHARE_MESSAGE}\n${link}`;
}

export function whatsappReferralUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(message, link))}`;
}

export function telegramReferralUrl(message: string, link: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message.trim() || DEFAULT_SHARE_MESSAGE)}`;
}

/** The user's own share message (settings sub-view), kept on this device. */
export const SHARE_MESSAGE_KEY = 'rpk:referral-share-message';
export const MAX_SHARE_MESSAGE = 200;
