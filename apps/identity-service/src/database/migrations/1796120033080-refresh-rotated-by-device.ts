import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `rotated_by_device`: the sha256 of the device cookie of the browser that first used (rotated) a
 * refresh token. A replay of the token inside the grace window gets a successor only from that
 * same device; from anywhere else it is a copy and the family is revoked. Rows rotated before
 * this column have none, so their replays get no grace (the browser logs in again at worst).
 */
export class RefreshRotatedByDevice1796120033080 implements MigrationInterface {
  name = 'RefreshRotatedByDevice1796120033080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens ADD COLUMN rotated_by_device char(64) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens DROP COLUMN rotated_by_device`);
  }
}
