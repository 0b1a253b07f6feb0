import { createSecretKey, type KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { PLAN_CODES, ROLES, type AccessTokenClaims } from '@resellpk/contracts';

/** Access tokens are short-lived; the refresh cookie renews them. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
const ALGORITHM = 'HS256' as const;

// One stateless signer; the secret is passed per call so identity and the gateway share this code.
const jwt = new JwtService({});

/**
 * jsonwebtoken turns a string secret into a KeyObject on every call, first trying (and failing)
 * to parse it as a public key: that was a quarter of the gateway's CPU per request. One KeyObject
 * per secret, made once, skips it. (@nestjs/jwt types `secret` as string | Buffer; jsonwebtoken
 * accepts a KeyObject.)
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key as unknown as Buffer;
}

export class InvalidAccessTokenError extends Error {
  constructor(reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessTokenError';
  }
}

export function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
): string {
  if (!secret) throw new Error('An access token secret is required');
  const { sub, role, plan, sid } = claims;
  return jwt.sign({ sub, role, plan, sid }, { secret: keyFor(secret), algorithm: ALGORITHM, expiresIn: ttlSeconds });
}

/** Verifies signature, expiry and claim shape; throws InvalidAccessTokenError on any problem. */
export function verifyAccessToken(token: string, secret: string): AccessTokenClaims & { exp: number } {
  if (!token) throw new InvalidAccessTokenError('missing');
  let payload: Record<string, unknown>;
  try {
    // algorithms pinned so a token signed with "none" or RS256 confusion is refused
    payload = jwt.verify(token, { secret: keyFor(secret), algorithms: [ALGORITHM] });
  } catch (err) {
    throw new InvalidAccessTokenError((err as Error).message);
  }
  const { sub, role, plan, sid, exp } = payload;
  if (typeof sub !== 'string' || !sub) throw new InvalidAccessTokenError('sub');
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) throw new InvalidAccessTokenError('role');
  if (typeof plan !== 'string' || !(PLAN_CODES as readonly string[]).includes(plan)) throw new InvalidAccessTokenError('plan');
  if (typeof sid !== 'string') throw new InvalidAccessTokenError('sid');
  if (typeof exp !== 'number') throw new InvalidAccessTokenError('exp');
  return { sub, role: role as AccessTokenClaims['role'], plan: plan as AccessTokenClaims['plan'], sid, exp };
}

/** `Authorization: Bearer <token>` -> token, or null when absent or malformed. */
export function extractBearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}
