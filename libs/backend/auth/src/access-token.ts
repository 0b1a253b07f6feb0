import type { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { PLAN_CODES, ROLES, type AccessTokenClaims } from '@resellpk/contracts';
import type { SessionRevocations } from './session-revocations';

/** Access tokens are short-lived; the refresh cookie renews them. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
/**
 * ECDSA P-256: identity signs with its private key, everyone else verifies with the public key,
 * so no verifier can mint a token. (jsonwebtoken, under @nestjs/jwt, has no EdDSA.)
 */
export const ACCESS_TOKEN_ALGORITHM = 'ES256' as const;

// One stateless signer; the key is passed per call. Keys are KeyObjects made once from the config:
// jsonwebtoken parses a PEM string again on every call.
const jwt = new JwtService({});

export class InvalidAccessTokenError extends Error {
  constructor(reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessTokenError';
  }
}

function assertP256(key: KeyObject, type: 'private' | 'public'): void {
  if (!key || key.type !== type || key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`An EC P-256 ${type} key is required for ${ACCESS_TOKEN_ALGORITHM} access tokens`);
  }
}

export function signAccessToken(claims: AccessTokenClaims, privateKey: KeyObject, ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS): string {
  assertP256(privateKey, 'private');
  const { sub, role, plan, sid } = claims;
  return jwt.sign({ sub, role, plan, sid }, { privateKey, algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: ttlSeconds });
}

export type VerifiedClaims = AccessTokenClaims & { exp: number };

/** Verifies signature, expiry and claim shape; throws InvalidAccessTokenError on any problem. */
export function verifyAccessToken(token: string, publicKey: KeyObject): VerifiedClaims {
  if (!token) throw new InvalidAccessTokenError('missing');
  let payload: Record<string, unknown>;
  try {
    // algorithm pinned: "none", HS256 with the public key as secret, or any other alg is refused
    // (@nestjs/jwt types publicKey as string | Buffer; jsonwebtoken takes the KeyObject)
    payload = jwt.verify(token, { publicKey: publicKey as unknown as Buffer, algorithms: [ACCESS_TOKEN_ALGORITHM] });
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

/** identity-service's signer: the one place that holds the private key. */
export class AccessTokenSigner {
  constructor(private readonly privateKey: KeyObject) {
    assertP256(privateKey, 'private');
  }

  sign(claims: AccessTokenClaims, ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS): string {
    return signAccessToken(claims, this.privateKey, ttlSeconds);
  }
}

/** Entries kept by default: a few thousand active users' current tokens. */
export const DEFAULT_VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies with the public key and remembers tokens that verified, until they expire.
 *
 * An ECDSA verify costs far more than an HMAC (bench/README.md, *Figures once quoted in code
 * comments*), and every request carries the same token for its 15 minutes, so the signature is
 * checked once per token and process; later requests only compare the exact token string and
 * check expiry. Only tokens that passed the full check are stored (a forged or altered token is a
 * different string and is verified in full), the
 * expiry is checked on every hit, and the map is bounded (oldest entries dropped first).
 * With `revocations`, a token of an ended session (or carrying a role the user no longer has) is
 * refused on every call, cached or not: two Map lookups, no round trip.
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    private readonly publicKey: KeyObject,
    private readonly cacheSize = DEFAULT_VERIFIED_CACHE_SIZE,
    private readonly revocations?: SessionRevocations,
  ) {
    assertP256(publicKey, 'public');
  }

  verify(token: string): VerifiedClaims {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return this.notRevoked(cached);
      this.verified.delete(token);
      throw new InvalidAccessTokenError('jwt expired');
    }
    const claims = this.notRevoked(verifyAccessToken(token, this.publicKey));
    if (this.cacheSize > 0) {
      if (this.verified.size >= this.cacheSize) this.verified.delete(this.verified.keys().next().value as string);
      // frozen: every later request shares this object
      this.verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private notRevoked(claims: VerifiedClaims): VerifiedClaims {
    const refusal = this.revocations?.refusal(claims);
    if (refusal) throw new InvalidAccessTokenError(refusal);
    return claims;
  }

  /** Tokens currently remembered (tests). */
  get cached(): number {
    return this.verified.size;
  }
}

/** `Authorization: Bearer <token>` -> token, or null when absent or malformed. */
export function extractBearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}
