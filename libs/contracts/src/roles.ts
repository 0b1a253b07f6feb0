/** Roles of the spec's permission table. */
export const ROLES = ['admin', 'topup_helper', 'reseller'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'topup_helper'];

/** Plans a profile can hold. Every plan except `free` gives premium access (PRODUCT.md). */
export const PLAN_CODES = ['free', 'premium', 'starter', 'pro', 'elite', 'basic', 'vip'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
