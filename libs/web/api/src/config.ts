/** Same-origin base: the shell's server proxies /api to the gateway, so the refresh cookie is first-party. */
export const API_BASE = '/api/v1';
