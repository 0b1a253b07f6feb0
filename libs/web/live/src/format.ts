import { formatPKR } from '@resellpk/domain';

/** Spec: the payment countdown is shown HH:MM:SS; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => n.toString().padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The wallet is shown without decimals (integer paisa in, "Rs. 1,250" out: PRODUCT.md, money is written Rs. everywhere). */
export function formatWalletPKR(paisa: number): string {
  return formatPKR(paisa);
}

/** A ledger amount with its sign: "+Rs. 500", "-Rs. 1,250.50". */
export function formatSignedPKR(paisa: number): string {
  const text = formatPKR(Math.abs(paisa), { withPaisa: true });
  return `${paisa < 0 ? '-' : '+'}${text}`;
}

export interface RelativeTime {
  /** i18n key, English text with {{count}} */
  key: string;
  count: number;
}

/** "just now", "5 minutes ago", ... as an i18n key and count; older than a week: null (show the date). */
export function relativeTime(iso: string, now = Date.now()): RelativeTime | null {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return { key: 'just now', count: 0 };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: minutes === 1 ? '1 minute ago' : '{{count}} minutes ago', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: hours === 1 ? '1 hour ago' : '{{count}} hours ago', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { key: days === 1 ? '1 day ago' : '{{count}} days ago', count: days };
  return null;
}

/** An API path (`/api/v1/...` or `/...` relative to it) as a same-origin request path under /api/v1. */
export function apiPath(path: string): string {
  return path.startsWith('/api/v1/') ? path.slice('/api/v1'.length) : path.startsWith('/') ? path : `/${path}`;
}
