import { createDataSource, runMigrations } from '@resellpk/backend-persistence';
import { createTestDatabase, type TestDatabase } from '@resellpk/backend-testing';
import type { DataSource } from 'typeorm';
import { identityMigrations } from '../identity-schema';
import { RefreshFamilyStartedAt1795350000000 } from './1795350000000-refresh-family-started-at';

describe('migration RefreshFamilyStartedAt1795350000000', () => {
  let db: TestDatabase;
  let ds: DataSource | undefined;
  beforeAll(async () => {
    db = await createTestDatabase('identity_migration_test');
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await db?.drop();
  });

  it('starts every existing family at its oldest token', async () => {
    const before = identityMigrations.filter((m) => m !== RefreshFamilyStartedAt1795350000000);
    ds = createDataSource({ url: db.url, entities: [], migrations: before });
    await ds.initialize();
    await runMigrations(ds);
    const [{ id: userId }] = await ds.query(`INSERT INTO users (email, name, password_hash) VALUES ('m@example.pk', 'M', 'x') RETURNING id`);
    const family = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    for (const [hash, created] of [['a', '2026-01-01T10:00:00Z'], ['b', '2026-01-05T10:00:00Z']]) {
      await ds.query(`INSERT INTO refresh_tokens (family_id, user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, now(), $4)`, [family, userId, hash.repeat(64), created]);
    }
    await ds.destroy();

    ds = createDataSource({ url: db.url, entities: [], migrations: identityMigrations });
    await ds.initialize();
    expect(await runMigrations(ds)).toEqual(['RefreshFamilyStartedAt1795350000000']);
    const rows: Array<{ family_started_at: Date }> = await ds.query(`SELECT family_started_at FROM refresh_tokens WHERE family_id = $1`, [family]);
    expect(rows.map((r) => r.family_started_at.toISOString())).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z']);
  });
});
