import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { currentEnv } from './load-config';

/**
 * Encryption of single database fields (payout account numbers) with AES-256-GCM.
 *
 * A sealed value is one text: `v1:<kid>:<iv>:<tag>:<ciphertext>` (base64url parts). The key id
 * names the key that sealed it, so keys rotate without a flag day: the first configured key seals,
 * every configured key opens, and values under an older key are re-sealed (docs/production.md).
 * The associated data (`aad`, e.g. the owner's id) is authenticated but not stored: a value copied
 * to another row (another owner) no longer opens.
 */
export const SEALED_PREFIX = 'v1:';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KID = /^[A-Za-z0-9_-]{1,32}$/;

export interface FieldKey {
  kid: string;
  key: Buffer;
}

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`sealed field cannot be opened: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export class FieldCipher {
  private readonly keys: ReadonlyMap<string, Buffer>;
  /** the key id new values are sealed with (the first configured key) */
  readonly currentKid: string;
  private readonly currentKey: Buffer;

  constructor(keys: readonly FieldKey[]) {
    if (keys.length === 0) throw new Error('FieldCipher needs at least one key');
    for (const { kid, key } of keys) {
      if (!KID.test(kid)) throw new Error(`invalid key id ${JSON.stringify(kid)}`);
      if (key.length !== KEY_BYTES) throw new Error(`key ${kid} must be ${KEY_BYTES} bytes`);
    }
    this.keys = new Map(keys.map((k) => [k.kid, Buffer.from(k.key)]));
    if (this.keys.size !== keys.length) throw new Error('key ids must be unique');
    this.currentKid = keys[0].kid;
    this.currentKey = Buffer.from(keys[0].key);
  }

  get kids(): string[] {
    return [...this.keys.keys()];
  }

  /** True for a value sealed by any FieldCipher (whatever its key); plain text is not. */
  static isSealed(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
  }

  seal(plain: string, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${this.currentKid}:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(ciphertext)}`;
  }

  /** The plain text; FieldDecryptionError when the value is not sealed, was changed, or its key or aad is not this one. */
  open(sealed: string, aad: string): string {
    if (!FieldCipher.isSealed(sealed)) throw new FieldDecryptionError('not a sealed value');
    const parts = sealed.slice(SEALED_PREFIX.length).split(':');
    if (parts.length !== 4) throw new FieldDecryptionError('malformed');
    const [kid, iv, tag, ciphertext] = parts;
    const key = this.keys.get(kid);
    if (!key) throw new FieldDecryptionError(`unknown key id ${JSON.stringify(kid)}`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new FieldDecryptionError('authentication failed (changed, or sealed for another row)');
    }
  }

  /** True when the value should be (re)sealed: plain text, or sealed with a key other than the current one. */
  needsSealing(value: string): boolean {
    return !value.startsWith(`${SEALED_PREFIX}${this.currentKid}:`);
  }

  /** True when any configured key is one of `other`'s (the committed development key in production). */
  sharesKeyWith(other: FieldCipher): boolean {
    return [...this.keys.values()].some((key) => [...other.keys.values()].some((o) => timingSafeEqual(key, o)));
  }

  /** Never the keys in a log line or a printed config. */
  toJSON(): { currentKid: string; kids: string[] } {
    return { currentKid: this.currentKid, kids: this.kids };
  }
}

/**
 * Committed so a fresh clone runs without setup; public knowledge, so production refuses it.
 * Format of FIELD_ENCRYPTION_KEYS: `<kid>=<32 bytes in base64>`, comma-separated, current first.
 */
export const DEV_FIELD_ENCRYPTION_KEYS = 'dev=eIs4VseAKhWCBafNfZya/JlTAtS7twPJx9EoJR+Gz9E=';

/** Parses `kid=base64,kid=base64` (current first); throws with what is wrong. */
export function parseFieldKeys(value: string): FieldKey[] {
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('lists no key');
  return entries.map((entry) => {
    const at = entry.indexOf('=');
    const kid = at > 0 ? entry.slice(0, at) : '';
    if (!KID.test(kid)) throw new Error(`each entry is <kid>=<base64 key>, kid of letters, digits, - or _ (got ${JSON.stringify(entry.slice(0, 12))}...)`);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`key ${kid} must be ${KEY_BYTES} random bytes in base64 (got ${key.length} bytes)`);
    return { kid, key };
  });
}

const DEV_CIPHER = new FieldCipher(parseFieldKeys(DEV_FIELD_ENCRYPTION_KEYS));

/**
 * FIELD_ENCRYPTION_KEYS, parsed into a FieldCipher. Missing: the committed development key outside
 * production; in production required, and the development key is refused (like the JWT keys).
 */
export const fieldEncryptionKeysSchema = z
  .preprocess(
    (value) => {
      if (typeof value === 'string' && value.trim() !== '') return value;
      return currentEnv().NODE_ENV === 'production' ? undefined : DEV_FIELD_ENCRYPTION_KEYS;
    },
    z.string({ required_error: 'is required in production (<kid>=<32 random bytes in base64>, current key first; see docs/production.md)' }),
  )
  .transform((value, ctx): FieldCipher => {
    let cipher: FieldCipher;
    try {
      cipher = new FieldCipher(parseFieldKeys(value));
    } catch (err) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: (err as Error).message });
      return z.NEVER;
    }
    if (currentEnv().NODE_ENV === 'production' && cipher.sharesKeyWith(DEV_CIPHER)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'holds the committed development key; production needs its own key (see docs/production.md)' });
      return z.NEVER;
    }
    return cipher;
  });
