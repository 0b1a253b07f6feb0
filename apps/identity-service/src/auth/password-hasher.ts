import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): slow enough to resist guessing, fast
 * enough for a login; the AVX2 build of tools/argon2-avx2.js does the same work in less CPU. Login
 * is CPU-bound on it; the cost is measured in bench/README.md ("Login (session 4)").
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // a malformed stored hash is a failed login, not a crash
      return false;
    }
  }

  /** Spends the same time as a real verification so unknown emails cannot be told apart by timing. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
