import { AccountLoginLimiter } from '../common/throttling/account-login-limiter';

/**
 * Wrong current passwords per user on `POST me/password`, counted and locked like failed logins
 * (the same limits, its own counters): a stolen access token must not become an unlimited
 * password oracle. Keyed by the user id; a right password hands its attempt back.
 */
export class PasswordChangeLimiter extends AccountLoginLimiter {}

export const PASSWORD_CHANGE_KEY_PREFIX = 'rpk:password-change:';
