import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateFiles, joinPathFragments, type Tree } from '@nx/devkit';
import { createTree } from '@nx/devkit/testing';
import { FsTree } from 'nx/src/generators/tree';
import { parse } from 'yaml';
import { SERVICE_LIST } from '@resellpk/contracts';
import { COMPOSE_FILE, REGISTRY_FILE, SERVICES_FILE, serviceGenerator, serviceNames } from './generator';

const root = path.resolve(__dirname, '../../../../..');

describe('nx g @resellpk/workspace-plugin:service', () => {
  // the real workspace, read from disk; the generator's writes stay in memory
  let tree: Tree;
  beforeAll(async () => {
    tree = new FsTree(root, false);
    await serviceGenerator(tree, { name: 'reviews', feature: 'reviews', timestamp: 1800000000000, skipBusConfig: true });
  });

  it('makes the whole service: project, platform wiring, one feature, migration, tests', () => {
    for (const file of [
      'project.json',
      'tsconfig.json',
      'webpack.config.js',
      'README.md',
      'src/main.ts',
      'src/tracing.ts',
      'src/service.ts',
      'src/app.module.ts',
      'src/config/reviews-config.ts',
      'src/database/reviews-schema.ts',
      'src/database/migrations/1800000000000-create-reviews.ts',
      'src/reviews/reviews.controller.ts',
      'src/reviews/reviews.service.ts',
      'src/reviews/review.repository.ts',
      'src/reviews/reviews.int-spec.ts',
      'src/reviews.int-spec.ts',
      'src/testing/reviews-harness.ts',
    ]) {
      expect({ file, exists: tree.exists(`apps/reviews-service/${file}`) }).toEqual({ file, exists: true });
    }
    const project = JSON.parse(tree.read('apps/reviews-service/project.json', 'utf-8')!);
    expect(project.tags).toEqual(['scope:reviews', 'type:app', 'platform:node']);
    expect(tree.read('apps/reviews-service/src/reviews/reviews.controller.ts', 'utf-8')).toContain('@Handles(ReviewsSubjects.countReviews)');
  });

  it('declares its contracts and puts it in the one service list and the registry', () => {
    expect(tree.read('libs/contracts/src/reviews.ts', 'utf-8')).toContain("'reviews.countReviews': Command<NoData, { total: number }>;");
    const services = tree.read(SERVICES_FILE, 'utf-8')!;
    const lastPort = Math.max(...SERVICE_LIST.map((s) => s.healthPort));
    expect(services).toContain(`reviews: { name: 'reviews', app: 'reviews-service', database: 'reviews', healthPort: ${lastPort + 1}, stream: 'REVIEWS' },`);
    const registry = tree.read(REGISTRY_FILE, 'utf-8')!;
    expect(registry).toContain("from '../reviews';");
    expect(registry).toMatch(/ReviewsCommands \/\* @service-generator:commands \*\//);
    expect(registry).toContain('...REVIEWS_CALLERS,');
    expect(tree.read('libs/contracts/src/index.ts', 'utf-8')).toContain("export * from './reviews';");
  });

  it("gives it a container in docker-compose like the others (with no other service's secret), and the gateway waits for it", () => {
    const compose = parse(tree.read(COMPOSE_FILE, 'utf-8')!, { merge: true });
    const first = compose.services[SERVICE_LIST[0].app];
    const added = compose.services['reviews-service'];
    expect(added.image).toBe('${IMAGE_PREFIX:-localhost/resellpk}/reviews-service:${IMAGE_TAG:-latest}');
    expect({ read_only: added.read_only, tmpfs: added.tmpfs, restart: added.restart }).toEqual({ read_only: first.read_only, tmpfs: first.tmpfs, restart: first.restart });
    expect(String(added.environment.HEALTH_PORT)).toBe(String(Math.max(...SERVICE_LIST.map((s) => s.healthPort)) + 1));
    const plain = compose.services[SERVICE_LIST[SERVICE_LIST.length - 1].app];
    expect(Object.keys(added.environment).sort()).toEqual(Object.keys(plain.environment).sort());
    expect(added.environment.JWT_PRIVATE_KEY).toBeUndefined();
    expect(first.environment.JWT_PRIVATE_KEY).toBeDefined();
    expect(added.depends_on).toEqual(plain.depends_on);
    expect(compose.services.gateway.depends_on['reviews-service']).toEqual({ condition: 'service_healthy' });
    expect(added.environment.NATS_USER).toBe('reviews');
    expect(added.environment.NATS_PASSWORD).toBe('${NATS_PASSWORD_REVIEWS:?set NATS_PASSWORD_REVIEWS}');
    expect(compose.services.nats.environment.NATS_PASSWORD_REVIEWS).toBe('${NATS_PASSWORD_REVIEWS:?set NATS_PASSWORD_REVIEWS}');
    // its own database roles, named as the others' (tools/docker-compose.spec.ts holds those to serviceRoles),
    // provisioned before it starts (docs/production.md, "Database roles")
    const last = SERVICE_LIST[SERVICE_LIST.length - 1];
    const rolesLike = (role: string) => role.replace(`_${last.database}_`, '_reviews_');
    expect([added.environment.DB_USER, added.environment.DB_MIGRATION_USER]).toEqual([rolesLike(plain.environment.DB_USER), rolesLike(plain.environment.DB_MIGRATION_USER)]);
    expect(added.environment.DB_USER).toBe('resellpk_reviews_app');
    expect(added.environment.DB_PASSWORD).toBe('${DB_PASSWORD_REVIEWS:?set DB_PASSWORD_REVIEWS}');
    expect(added.environment.DB_MIGRATION_PASSWORD).toBe('${DB_OWNER_PASSWORD_REVIEWS:?set DB_OWNER_PASSWORD_REVIEWS}');
    expect(compose.services['db-provision'].environment).toMatchObject({
      DB_PASSWORD_REVIEWS: '${DB_PASSWORD_REVIEWS:?set DB_PASSWORD_REVIEWS}',
      DB_OWNER_PASSWORD_REVIEWS: '${DB_OWNER_PASSWORD_REVIEWS:?set DB_OWNER_PASSWORD_REVIEWS}',
    });
  });

  it('refuses a name that exists', async () => {
    await expect(serviceGenerator(new FsTree(root, false), { name: 'orders', feature: 'orders', skipBusConfig: true })).rejects.toThrow(/already exists/);
  });
});

/**
 * The four services made by the generator started identical. A service that grows (a seed entry,
 * role projection, a scheduled job in main.ts, a richer harness) owns its files from then on, so
 * only the files no service has reason to change are compared for all four, and every platform
 * file for a service still as generated (none since orders grew its recovery job and consumers;
 * the next generated service is checked in full until it grows).
 */
describe('services made by the generator keep its platform files', () => {
  const GENERATED = [
    { name: 'orders', feature: 'orders', asGenerated: false },
    { name: 'coins', feature: 'accounts', table: 'discount_coins', asGenerated: false },
    { name: 'wallet-payments', feature: 'wallets', asGenerated: false },
    { name: 'chat', feature: 'rooms', table: 'chat_rooms', asGenerated: false },
  ];
  const UNCHANGING_FILES = ['tsconfig.json', 'src/tracing.ts'];
  const PLATFORM_FILES = (name: string) => [
    ...UNCHANGING_FILES,
    'project.json',
    'webpack.config.js',
    'src/main.ts',
    'src/tracing.ts',
    'src/service.ts',
    `src/${name}.int-spec.ts`,
    `src/testing/${name}-harness.ts`,
  ];

  it.each(GENERATED)('$name-service', ({ name, feature, table, asGenerated }) => {
    const spec = SERVICE_LIST.find((s) => s.name === name)!;
    const fresh = createTree();
    const n = serviceNames({ name, feature, table, healthPort: spec.healthPort });
    generateFiles(fresh, joinPathFragments(__dirname, 'files', 'app'), 'out', n);
    for (const file of asGenerated ? PLATFORM_FILES(name) : UNCHANGING_FILES) {
      const onDisk = readFileSync(path.join(root, 'apps', spec.app, file), 'utf8');
      expect({ file, content: onDisk }).toEqual({ file, content: fresh.read(`out/${file}`, 'utf-8') });
    }
  });
});
