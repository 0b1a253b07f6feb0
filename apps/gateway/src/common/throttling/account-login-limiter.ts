import type Redis from 'ioredis';
import { emailKey, shortHash as sha } from './email-key';

/**
 * Failed logins per account, counted across every address (ASVS 2.2.1): the per-IP limit alone
 * lets a botnet guess one account's password from thousands of addresses.
 *
 * Soft lockout, not a hard one: an account that reached `limit` failures is refused until its
 * window ends (then it resets by itself), and a browser that has logged in to the account before
 * (a "known device", OWASP's device cookie) is counted on its own, so an attacker who keeps a
 * victim's account at the limit does not lock the victim out of their own devices.
 *
 * An attempt is counted when it starts (one atomic script checks the limit and counts), so
 * parallel guesses cannot slip past the limit; it is handed back when the login succeeds or ends
 * without a password check (a validation error, identity unavailable).
 */
export interface AccountLoginLimits {
  /** Failed logins allowed per account (or per known device) within one window. */
  limit: number;
  windowMs: number;
  /** How long a successful login keeps the browser a known device of the account. */
  deviceTtlMs: number;
}

export type LoginAttempt =
  | { allowed: true; account: string; counter: string; knownDevice: boolean }
  | { allowed: false; retryAfterSeconds: number; knownDevice: boolean };

/** KEYS account counter, known-device marker, device counter; ARGV limit, windowMs. -> {allowed, pttl, known} */
const BEGIN_SCRIPT = `
local counter = KEYS[1]
local known = 0
if redis.call('EXISTS', KEYS[2]) == 1 then counter = KEYS[3]; known = 1 end
local n = tonumber(redis.call('GET', counter) or '0')
local ttl = redis.call('PTTL', counter)
if n >= tonumber(ARGV[1]) then
  if ttl < 0 then redis.call('PEXPIRE', counter, ARGV[2]); ttl = tonumber(ARGV[2]) end
  return {0, ttl, known}
end
redis.call('INCR', counter)
if ttl < 0 then redis.call('PEXPIRE', counter, ARGV[2]) end
return {1, 0, known}
`;

/** KEYS counter, known-device marker (or '' to leave it); ARGV device ttl ms. Hands one attempt back. */
const SETTLE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if ARGV[1] ~= '0' then redis.call('SET', KEYS[2], '1', 'PX', ARGV[1]) end
return 1
`;

type BeginCommand = (account: string, known: string, device: string, limit: string, windowMs: string) => Promise<[number, number, number]>;
type SettleCommand = (counter: string, known: string, deviceTtlMs: string) => Promise<number>;

/** Redis commands that hang are given up after this; the login then fails closed (503). */
const REDIS_DEADLINE_MS = 2_000;

function withDeadline<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${REDIS_DEADLINE_MS} ms`)), REDIS_DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export class AccountLoginLimiter {
  private readonly beginScript: BeginCommand;
  private readonly settleScript: SettleCommand;

  constructor(
    private readonly redis: Redis,
    private readonly limits: AccountLoginLimits,
    private readonly prefix = 'rpk:login:',
  ) {
    redis.defineCommand('rpkLoginBegin', { numberOfKeys: 3, lua: BEGIN_SCRIPT });
    redis.defineCommand('rpkLoginSettle', { numberOfKeys: 2, lua: SETTLE_SCRIPT });
    const commands = redis as unknown as { rpkLoginBegin: BeginCommand; rpkLoginSettle: SettleCommand };
    this.beginScript = commands.rpkLoginBegin.bind(redis);
    this.settleScript = commands.rpkLoginSettle.bind(redis);
  }

  /**
   * Checks and counts one login attempt for `email` from `deviceId` (the browser's device cookie,
   * if any). Rejects when Redis cannot answer: the caller must then refuse the login (fail closed).
   */
  async begin(email: string, deviceId: string | null): Promise<LoginAttempt> {
    const account = this.accountKey(email);
    const device = deviceId ? sha(deviceId) : '-';
    const keys = { account: `${account}:failures`, known: `${account}:device:${device}`, device: `${account}:device-failures:${device}` };
    const [allowed, pttl, known] = await withDeadline(
      this.beginScript(keys.account, keys.known, keys.device, String(this.limits.limit), String(this.limits.windowMs)),
    );
    const knownDevice = known === 1;
    if (!allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(pttl / 1000)), knownDevice };
    return { allowed: true, account, counter: knownDevice ? keys.device : keys.account, knownDevice };
  }

  /**
   * The attempt did not end in a wrong password: hand it back. After a successful login the browser
   * (`deviceId`) becomes, or stays, a known device of the account.
   */
  async settle(attempt: Extract<LoginAttempt, { allowed: true }>, outcome: 'succeeded' | 'not-checked', deviceId?: string): Promise<void> {
    const remembered = outcome === 'succeeded' && deviceId ? sha(deviceId) : null;
    const knownKey = `${attempt.account}:device:${remembered ?? '-'}`;
    await withDeadline(this.settleScript(attempt.counter, knownKey, remembered ? String(this.limits.deviceTtlMs) : '0'));
  }

  /** Emails are hashed (the keys do not list who tried to log in); `{…}` keeps an account's keys in one cluster slot. */
  private accountKey(email: string): string {
    return `${this.prefix}{${emailKey(email)}}`;
  }
}
