import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import type { Reader, Tx } from '@resellpk/backend-persistence';
import { newReferralCode } from './referral-code';

/** `referral_codes`: one code per user, unique across users. */
@Injectable()
export class ReferralRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async codeOf(userId: string, db: Reader = this.db): Promise<string | null> {
    const [row]: Array<{ code: string }> = await db.query(`SELECT code FROM referral_codes WHERE user_id = $1`, [userId]);
    return row?.code ?? null;
  }

  async ownerOf(code: string, db: Reader = this.db): Promise<string | null> {
    const [row]: Array<{ user_id: string }> = await db.query(`SELECT user_id FROM referral_codes WHERE code = $1`, [code]);
    return row?.user_id ?? null;
  }

  /** The user's code, made on first need; a collision with another user's code draws again. */
  async ensureCode(tx: Tx, userId: string): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt++) {
      // ON CONFLICT without a target covers both the user's existing code and a taken code
      const rows: Array<{ code: string }> = await tx.query(
        `INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code`,
        [userId, newReferralCode()],
      );
      if (rows.length === 1) return rows[0].code;
      const existing = await this.codeOf(userId, tx);
      if (existing) return existing;
    }
    throw new Error('could not draw a free referral code in 10 attempts');
  }
}
