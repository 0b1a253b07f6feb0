import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reseller stories (testimonials) staff keep for the landing page and /success-stories (issue 38).
 * Production starts with none; `position` orders them (1 first), unique, swapped by the admin.
 */
export class CreateStories1796800001000 implements MigrationInterface {
  name = 'CreateStories1796800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        role text NOT NULL,
        city text NOT NULL,
        quote text NOT NULL,
        visible boolean NOT NULL DEFAULT true,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid NULL,
        CONSTRAINT stories_position_unique UNIQUE (position) DEFERRABLE INITIALLY IMMEDIATE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stories`);
  }
}
