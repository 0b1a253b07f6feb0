import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TOTP second factor for staff (issue 33, finding 9). `secret_sealed` is the authenticator secret
 * sealed with FIELD_ENCRYPTION_KEYS (AES-256-GCM, the user id as associated data); `enabled_at` is
 * null until the user confirmed a code from their app; `last_used_step` is the time step of the
 * last accepted code, so a code works once. Recovery codes are stored as sha256 (they are random,
 * 50 bits each: a slow hash adds nothing) and each works once.
 */
export class CreateStaffTotp1796200000000 implements MigrationInterface {
  name = 'CreateStaffTotp1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_totp (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        enabled_at timestamptz NULL,
        last_used_step bigint NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`
      CREATE TABLE totp_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz NULL
      )
    `);
    await q.query(`CREATE INDEX totp_recovery_codes_unused ON totp_recovery_codes (user_id) WHERE used_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE totp_recovery_codes`);
    await q.query(`DROP TABLE staff_totp`);
  }
}
