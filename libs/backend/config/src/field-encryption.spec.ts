import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEV_FIELD_ENCRYPTION_KEYS, FieldCipher, FieldDecryptionError, fieldEncryptionKeysSchema, parseFieldKeys } from './field-encryption';
import { loadConfig } from './load-config';

const keyOf = () => randomBytes(32);
const entry = (kid: string, key: Buffer) => `${kid}=${key.toString('base64')}`;
const schema = z.object({ FIELD_ENCRYPTION_KEYS: fieldEncryptionKeysSchema });

describe('FieldCipher (AES-256-GCM sealed fields)', () => {
  const cipher = new FieldCipher([{ kid: 'k1', key: keyOf() }]);
  const IBAN = 'PK36SCBL0000001123456702';

  it('round-trips, hides the plain text and seals the same text differently each time', () => {
    const a = cipher.seal(IBAN, 'user-1');
    const b = cipher.seal(IBAN, 'user-1');
    expect(a).toMatch(/^v1:k1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('1123456702');
    expect(cipher.open(a, 'user-1')).toBe(IBAN);
    expect(cipher.open(b, 'user-1')).toBe(IBAN);
    expect(cipher.open(cipher.seal('', 'x'), 'x')).toBe('');
  });

  it('detects any change to the ciphertext, the tag, the iv or the key id', () => {
    const sealed = cipher.seal(IBAN, 'user-1');
    const [v, kid, iv, tag, ct] = sealed.split(':');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[bytes.length - 1] ^= 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [v, kid, iv, tag, flip(ct)],
      [v, kid, iv, flip(tag), ct],
      [v, kid, flip(iv), tag, ct],
      [v, 'k2', iv, tag, ct],
      [v, kid, iv, tag],
    ]) {
      expect(() => cipher.open(tampered.join(':'), 'user-1')).toThrow(FieldDecryptionError);
    }
    expect(() => cipher.open(IBAN, 'user-1')).toThrow('not a sealed value');
  });

  it('binds a value to its associated data: copied to another owner it does not open', () => {
    const sealed = cipher.seal(IBAN, 'user-1');
    expect(() => cipher.open(sealed, 'user-2')).toThrow('authentication failed');
  });

  it('rotates: the first key seals, every listed key opens, and old values are flagged for re-sealing', () => {
    const oldKey = keyOf();
    const before = new FieldCipher([{ kid: 'old', key: oldKey }]);
    const sealedBefore = before.seal(IBAN, 'u');
    const during = new FieldCipher([{ kid: 'new', key: keyOf() }, { kid: 'old', key: oldKey }]);
    expect(during.currentKid).toBe('new');
    expect(during.open(sealedBefore, 'u')).toBe(IBAN);
    expect(during.needsSealing(sealedBefore)).toBe(true);
    const resealed = during.seal(during.open(sealedBefore, 'u'), 'u');
    expect(resealed.startsWith('v1:new:')).toBe(true);
    expect(during.needsSealing(resealed)).toBe(false);
    expect(during.needsSealing(IBAN)).toBe(true);
    // once the old key is removed, only re-sealed values open
    const after = new FieldCipher([{ kid: 'new', key: (during as unknown as { keys: Map<string, Buffer> }).keys.get('new')! }]);
    expect(after.open(resealed, 'u')).toBe(IBAN);
    expect(() => after.open(sealedBefore, 'u')).toThrow('unknown key id "old"');
  });

  it('never prints its keys', () => {
    expect(JSON.stringify({ cipher })).toBe('{"cipher":{"currentKid":"k1","kids":["k1"]}}');
  });
});

describe('FIELD_ENCRYPTION_KEYS', () => {
  it('parses kid=base64 entries, current first', () => {
    const keys = parseFieldKeys(` a=${keyOf().toString('base64')} , b_2=${keyOf().toString('base64')}`);
    expect(keys.map((k) => k.kid)).toEqual(['a', 'b_2']);
  });

  it('uses the committed development key outside production when unset', () => {
    const { FIELD_ENCRYPTION_KEYS } = loadConfig(schema, { NODE_ENV: 'development' });
    expect(FIELD_ENCRYPTION_KEYS.currentKid).toBe(DEV_FIELD_ENCRYPTION_KEYS.split('=')[0]);
  });

  it('is required in production, and refuses the development key there, even listed second', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(/FIELD_ENCRYPTION_KEYS: is required in production/);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', FIELD_ENCRYPTION_KEYS: DEV_FIELD_ENCRYPTION_KEYS })).toThrow(/committed development key/);
    const own = entry('prod1', keyOf());
    expect(() => loadConfig(schema, { NODE_ENV: 'production', FIELD_ENCRYPTION_KEYS: `${own},${DEV_FIELD_ENCRYPTION_KEYS}` })).toThrow(/committed development key/);
    expect(loadConfig(schema, { NODE_ENV: 'production', FIELD_ENCRYPTION_KEYS: own }).FIELD_ENCRYPTION_KEYS.currentKid).toBe('prod1');
  });

  it.each([
    ['a short key', `k=${randomBytes(16).toString('base64')}`, /must be 32 random bytes/],
    ['no key id', keyOf().toString('base64'), /<kid>=<base64 key>/],
    ['a key id with a colon', `a:b=${keyOf().toString('base64')}`, /<kid>=<base64 key>/],
    ['a repeated key id', `a=${keyOf().toString('base64')},a=${keyOf().toString('base64')}`, /unique/],
  ])('refuses %s', (_label, value, message) => {
    expect(() => loadConfig(schema, { NODE_ENV: 'development', FIELD_ENCRYPTION_KEYS: value })).toThrow(message);
  });
});
