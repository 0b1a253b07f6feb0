import type { Role } from '@resellpk/contracts';

/**
 * The protection of every route the gateway serves, written down on purpose. The route-walk test
 * (route-guard.int-spec.ts) compares it with the running app and with what callers actually get,
 * and fails when a route is added, removed or guarded differently without this list changing, so
 * every change of who may call what shows up here in review.
 *
 * - `public`: anyone, no token read;
 * - `optional-auth`: anyone; a valid token adds the caller (prices, favourites), a bad one is 401;
 * - `authenticated`: any signed-in user (401 without a valid token);
 * - `roles: a, b`: signed-in users with one of these roles (403 for the others).
 */
export type RouteProtection = 'public' | 'optional-auth' | 'authenticated' | `roles: ${string}`;

export const ROUTE_PROTECTION: Record<string, RouteProtection> = {
  'GET /api/health': 'public',
  'POST /api/v1/auth/signup': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/refresh': 'public',
  'POST /api/v1/auth/logout': 'public',
  'POST /api/v1/auth/password-reset': 'public',
  'POST /api/v1/auth/password-reset/confirm': 'public',
  'GET /api/v1/me': 'authenticated',
  'PATCH /api/v1/me': 'authenticated',
  'POST /api/v1/me/password': 'authenticated',
  'GET /api/v1/plans': 'public',
  'GET /api/v1/admin/users': 'roles: admin',
  'PATCH /api/v1/admin/users/:id/role': 'roles: admin',
  'GET /api/media/*': 'public',
  'GET /api/v1/products': 'optional-auth',
  'GET /api/v1/products/:id': 'optional-auth',
  'GET /api/v1/categories': 'optional-auth',
  'GET /api/v1/free-offers': 'optional-auth',
  'GET /api/v1/favorites': 'authenticated',
  'PUT /api/v1/favorites/:productId': 'authenticated',
  'DELETE /api/v1/favorites/:productId': 'authenticated',
  'POST /api/v1/plan-upgrade-requests': 'authenticated',
  'GET /api/v1/admin/products': 'roles: admin',
  'GET /api/v1/admin/products/:id': 'roles: admin',
  'POST /api/v1/admin/products': 'roles: admin',
  'PATCH /api/v1/admin/products/:id': 'roles: admin',
  'DELETE /api/v1/admin/products/:id': 'roles: admin',
  'POST /api/v1/admin/products/:id/images': 'roles: admin',
  'DELETE /api/v1/admin/products/:id/images/:imageId': 'roles: admin',
  'POST /api/v1/admin/categories': 'roles: admin',
  'GET /api/v1/admin/free-offers': 'roles: admin',
  'GET /api/v1/admin/free-offers/:id': 'roles: admin',
  'POST /api/v1/admin/free-offers': 'roles: admin',
  'PUT /api/v1/admin/free-offers/:id': 'roles: admin',
  'PATCH /api/v1/admin/free-offers/:id/active': 'roles: admin',
  'DELETE /api/v1/admin/free-offers/:id': 'roles: admin',
  'GET /api/v1/admin/plan-upgrade-requests': 'roles: admin',
  'POST /api/v1/admin/plan-upgrade-requests/:id/approve': 'roles: admin',
  'POST /api/v1/admin/plan-upgrade-requests/:id/reject': 'roles: admin',
  'GET /api/v1/admin/dashboard': 'roles: admin',
  'GET /api/v1/admin/orders': 'roles: admin',
  'GET /api/v1/admin/orders/:id': 'roles: admin',
  'POST /api/v1/admin/orders/:id/status': 'roles: admin',
  'GET /api/v1/admin/resellers': 'roles: admin',
  'GET /api/v1/admin/audit-log': 'roles: admin',
  'GET /api/v1/coins': 'authenticated',
  'POST /api/v1/coins/sync': 'authenticated',
  'GET /api/v1/coins/transactions': 'authenticated',
  'GET /api/v1/coins/packs': 'authenticated',
  'POST /api/v1/coins/packs/:id/purchase': 'authenticated',
  'GET /api/v1/coins/referral': 'authenticated',
  // the signup page's referral banner: answers the code as stored, never its owner
  'GET /api/v1/coins/referral-codes/:code': 'public',
  'GET /api/v1/wallet': 'authenticated',
  'GET /api/v1/wallet/transactions': 'authenticated',
  'GET /api/v1/payment-methods': 'authenticated',
  'GET /api/v1/payment-methods/accounts/:id/qr': 'authenticated',
  'POST /api/v1/subscriptions': 'authenticated',
  'GET /api/v1/subscriptions/me': 'authenticated',
  'GET /api/v1/subscriptions/:id': 'authenticated',
  'POST /api/v1/subscriptions/:id/cancel': 'authenticated',
  'GET /api/v1/wallet/payout-accounts': 'authenticated',
  'POST /api/v1/wallet/payout-accounts': 'authenticated',
  'DELETE /api/v1/wallet/payout-accounts/:id': 'authenticated',
  'GET /api/v1/wallet/withdrawals': 'authenticated',
  'POST /api/v1/wallet/withdrawals': 'authenticated',
  // paying out profit is an admin's job (a top-up helper sees only the top-up desk)
  'GET /api/v1/admin/withdrawals': 'roles: admin',
  'POST /api/v1/admin/withdrawals/:id/paid': 'roles: admin',
  'POST /api/v1/admin/withdrawals/:id/reject': 'roles: admin',
  'POST /api/v1/payment-requests': 'authenticated',
  'GET /api/v1/payment-requests': 'authenticated',
  'GET /api/v1/payment-requests/:id': 'authenticated',
  'POST /api/v1/payment-requests/:id/paid': 'authenticated',
  'POST /api/v1/payment-requests/:id/screenshot': 'authenticated',
  'GET /api/v1/payment-requests/:id/screenshot': 'authenticated',
  'GET /api/v1/chats': 'authenticated',
  'GET /api/v1/chats/:roomId': 'authenticated',
  'GET /api/v1/chats/:roomId/messages': 'authenticated',
  'POST /api/v1/chats/:roomId/messages': 'authenticated',
  'POST /api/v1/chats/:roomId/read': 'authenticated',
  'GET /api/v1/notifications': 'authenticated',
  'GET /api/v1/notifications/unread-count': 'authenticated',
  'POST /api/v1/notifications/read-all': 'authenticated',
  'POST /api/v1/notifications/:id/read': 'authenticated',
  'GET /api/v1/admin/topup-chats': 'roles: admin, topup_helper',
  'GET /api/v1/admin/payment-requests': 'roles: admin, topup_helper',
  'POST /api/v1/admin/payment-requests/:id/approve': 'roles: admin, topup_helper',
  'POST /api/v1/admin/payment-requests/:id/reject': 'roles: admin, topup_helper',
  'GET /api/v1/admin/payment-methods': 'roles: admin, topup_helper',
  'POST /api/v1/admin/payment-methods/wallets': 'roles: admin, topup_helper',
  'PATCH /api/v1/admin/payment-methods/wallets/:id': 'roles: admin, topup_helper',
  'POST /api/v1/admin/payment-methods/wallets/:id/qr': 'roles: admin, topup_helper',
  'DELETE /api/v1/admin/payment-methods/wallets/:id/qr': 'roles: admin, topup_helper',
  'GET /api/v1/admin/chat-templates': 'roles: admin, topup_helper',
  'PATCH /api/v1/admin/chat-templates/:id': 'roles: admin, topup_helper',
  // a visitor's cart is priced at retail; with a token, for the caller's plan
  'POST /api/v1/orders/quote': 'optional-auth',
  'POST /api/v1/orders': 'authenticated',
  'GET /api/v1/orders': 'authenticated',
  'GET /api/v1/orders/:id': 'authenticated',
  'POST /api/v1/orders/:id/cancel': 'authenticated',
};

/** `roles: admin, topup_helper` -> ['admin', 'topup_helper'] */
export function rolesOf(protection: RouteProtection): Role[] {
  return protection.startsWith('roles: ') ? (protection.slice('roles: '.length).split(', ') as Role[]) : [];
}
