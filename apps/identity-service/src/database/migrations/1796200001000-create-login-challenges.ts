import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The step between a staff member's right password and their second factor: a single-use token
 * (stored as sha256) valid a few minutes and for a few wrong codes, so the code cannot be guessed
 * without guessing the password again. `step` is `code` (two-factor sign-in is on) or `enrol`
 * (required here but not set up yet: the enrolment is done before the first session).
 */
export class CreateLoginChallenges1796200001000 implements MigrationInterface {
  name = 'CreateLoginChallenges1796200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        step text NOT NULL CHECK (step IN ('code', 'enrol')),
        attempts int NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_challenges`);
  }
}
