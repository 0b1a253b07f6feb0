import { STAFF_ROLES, type Role } from '@resellpk/contracts';

/**
 * Accepts only same-site paths ("/products?x=1"), so a crafted `?redirect=https://evil.example`
 * or protocol-relative `//evil.example` cannot turn the login page into an open redirect.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // a redirect back to an auth page would bounce a signed-in user in a loop
  if (/^\/(login|signup)(\/|\?|#|$)/.test(value)) return null;
  return value;
}

/** Where a signed-in user belongs: staff to the admin panel, resellers to the catalogue. */
export function homePathFor(role: Role, redirect?: string | null): string {
  if (STAFF_ROLES.includes(role)) return '/admin';
  return safeRedirect(redirect) ?? '/products';
}
