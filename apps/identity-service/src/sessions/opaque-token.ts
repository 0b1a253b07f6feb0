import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable and safe in a cookie or a URL. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by their sha256; a fast hash is enough because the token itself is random. */
export function sha256Hex(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
