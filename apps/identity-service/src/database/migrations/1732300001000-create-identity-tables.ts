import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions (refresh token families), password reset tokens and the audit log. */
export class CreateIdentityTables1732300001000 implements MigrationInterface {
  name = 'CreateIdentityTables1732300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL DEFAULT 'User',
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'reseller',
        plan text NOT NULL DEFAULT 'free',
        plan_expires_at timestamptz NULL,
        business_name text NULL,
        phone text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_unique UNIQUE (email),
        -- emails are normalised before storage, so the plain unique index is case-insensitive
        CONSTRAINT users_email_lower CHECK (email = lower(email)),
        CONSTRAINT users_role_check CHECK (role IN ('admin', 'topup_helper', 'reseller')),
        CONSTRAINT users_plan_check CHECK (plan IN ('free', 'premium', 'starter', 'pro', 'elite', 'basic', 'vip'))
      )`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        revoked_at timestamptz NULL,
        replaced_by_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        user_agent text NULL,
        ip text NULL,
        CONSTRAINT refresh_tokens_hash_unique UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_reset_tokens_hash_unique UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid NOT NULL,
        action text NOT NULL,
        target_user_id uuid NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_target_idx ON audit_log (target_user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
