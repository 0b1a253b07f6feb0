/** Same-origin base: the shell's server proxies /api to the gateway, so the refresh cookie is first-party. */
export const API_BASE = '/api/v1';

// '' in a browser (same origin); a server drawing a visitor's first screen (apps/first-paint)
// sets the gateway's origin, since Node has no page URL to resolve `/api/v1` against
let origin = '';

/** For a server render only: where the API is. */
export function setApiOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

/** The URL of an API path (`/products?limit=24`). */
export function apiUrl(path: string): string {
  return `${origin}${API_BASE}${path}`;
}
