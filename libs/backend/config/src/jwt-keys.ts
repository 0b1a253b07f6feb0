import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { currentEnv } from './load-config';

/**
 * Access tokens are ES256: identity-service holds the private key and is the only process that can
 * sign; the gateway (and anything else that checks tokens) holds only the public key.
 *
 * This pair is committed so a fresh clone runs without setup. It is public knowledge, so it is
 * only ever used outside production: with NODE_ENV=production a missing key, or this key, refuses
 * the boot.
 */
export const DEV_JWT_PRIVATE_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgPDBG4d/L6SDHYoSp
Ye18sTQ0ZqVE7J5c6dtVio+E+dKhRANCAARORL8isige4lT3uouhm64pVTG+9H7m
H1PxEdEoUTalP3ZCR5pFrIa6adgkPffzO30Rlwx/Z88X3k9IAMAi0kwT
-----END PRIVATE KEY-----
`;
export const DEV_JWT_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAETkS/IrIoHuJU97qLoZuuKVUxvvR+
5h9T8RHRKFE2pT92QkeaRayGumnYJD338zt9EZcMf2fPF95PSADAItJMEw==
-----END PUBLIC KEY-----
`;

/** P-256, the curve ES256 signs with. */
const CURVE = 'prime256v1';

/** An env var holds a PEM with real line breaks or with `\n` escapes (one-line .env files). */
function pemFrom(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}

/** The public key in DER: the identity of a pair, whichever half was configured. */
function fingerprint(key: KeyObject): string {
  const pub = key.type === 'private' ? createPublicKey(key) : key;
  return pub.export({ type: 'spki', format: 'der' }).toString('base64');
}

const DEV_FINGERPRINT = fingerprint(createPublicKey(DEV_JWT_PUBLIC_KEY_PEM));

/** True for either half of the committed development pair. */
export function isDevelopmentJwtKey(key: KeyObject): boolean {
  return fingerprint(key) === DEV_FINGERPRINT;
}

function isP256(key: KeyObject): boolean {
  return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === CURVE;
}

/** Missing or empty: the development key outside production, "required" in production. */
function keySchema(variable: string, kind: 'private' | 'public', devPem: string) {
  const production = () => currentEnv().NODE_ENV === 'production';
  return z
    .preprocess(
      (value) => {
        if (typeof value === 'string' && value.trim() !== '') return value;
        return production() ? undefined : devPem;
      },
      z.string({ required_error: `is required in production (an EC P-256 ${kind} key in PEM; see docs/production.md)` }),
    )
    .transform((value, ctx): KeyObject => {
      let key: KeyObject;
      try {
        // a private PEM must never be accepted where only the public half belongs
        if (kind === 'public' && /PRIVATE KEY-----/.test(value)) throw new Error('private');
        key = kind === 'private' ? createPrivateKey(pemFrom(value)) : createPublicKey(pemFrom(value));
      } catch (err) {
        const message =
          (err as Error).message === 'private'
            ? 'must be the PUBLIC key only: this process verifies tokens and must not be able to sign them'
            : `must be an EC P-256 ${kind} key in PEM (-----BEGIN ${kind === 'private' ? 'PRIVATE' : 'PUBLIC'} KEY-----)`;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      if (!isP256(key)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be an EC P-256 key (ES256); got ${key.asymmetricKeyType}` });
        return z.NEVER;
      }
      if (production() && isDevelopmentJwtKey(key)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `is the committed development key; production needs its own key pair (${variable})` });
        return z.NEVER;
      }
      return key;
    });
}

/** JWT_PRIVATE_KEY (identity-service only): signs access tokens. Parsed once into a KeyObject. */
export const jwtPrivateKeySchema = keySchema('JWT_PRIVATE_KEY', 'private', DEV_JWT_PRIVATE_KEY_PEM);
/** JWT_PUBLIC_KEY (gateway): verifies access tokens; a private key here is refused. */
export const jwtPublicKeySchema = keySchema('JWT_PUBLIC_KEY', 'public', DEV_JWT_PUBLIC_KEY_PEM);

/**
 * The HS256 secret this replaced. A deployment still setting it would otherwise run with the new
 * keys missing or defaulted without noticing, so its presence is refused with what to set instead.
 */
export const retiredJwtSecretSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.undefined({
    invalid_type_error: 'is no longer used: access tokens are ES256 now; set JWT_PRIVATE_KEY (identity-service) and JWT_PUBLIC_KEY (gateway) instead',
  }),
);

/** The committed development pair as KeyObjects (tests and tools that sign or verify locally). */
export const DEV_JWT_PRIVATE_KEY = createPrivateKey(DEV_JWT_PRIVATE_KEY_PEM);
export const DEV_JWT_PUBLIC_KEY = createPublicKey(DEV_JWT_PUBLIC_KEY_PEM);
