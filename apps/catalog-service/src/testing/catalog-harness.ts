import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NatsConnection } from 'nats';
import { connectNats, createServiceApp, NatsRpcClient, ServiceFailure, type RunningService } from '@resellpk/backend-messaging';
import { LocalDiskStorage } from '@resellpk/backend-media';
import { createTestDatabase, startNatsServer, uniqueId, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import type { RequestContext, ServiceError } from '@resellpk/contracts';
import { catalogService } from '../service';

/** catalog-service in-process on a private nats-server, a throw-away database and media dir, called over NATS. */
export interface CatalogHarness {
  service: RunningService;
  storage: LocalDiskStorage;
  mediaDir: string;
  call<T>(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<T>;
  callError(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<ServiceError>;
  close(): Promise<void>;
}

export const ADMIN: Partial<RequestContext> = { userId: '00000000-0000-4000-8000-000000000001', role: 'admin', plan: 'free' };
export const resellerCtx = (plan: 'free' | 'premium' = 'free', userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'reseller', plan });

export async function startCatalogHarness(): Promise<CatalogHarness> {
  const [nats, db]: [TestNatsServer, TestDatabase] = await Promise.all([startNatsServer({ jetstream: true }), createTestDatabase('catalog_test')]);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'rpk-media-'));
  let service: RunningService | undefined;
  let nc: NatsConnection | undefined;
  try {
    service = await createServiceApp(catalogService, {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', MEDIA_DIR: mediaDir, SEED_DEMO: '0' },
      natsUrl: nats.url,
      databaseUrl: db.url,
      healthPort: 0,
    });
    nc = await connectNats(nats.url, 'catalog-test-client');
  } catch (error) {
    await service?.close();
    await db.drop();
    await nats.dispose();
    throw error;
  }
  const rpc = new NatsRpcClient(nc);
  const running = service;
  const client = nc;
  const call = <T>(subject: string, data: unknown, ctx: Partial<RequestContext> = {}) =>
    rpc.request<T>(subject, { correlationId: `test-${uniqueId()}`, ...ctx }, data, { timeoutMs: 15_000 });
  return {
    service: running,
    storage: new LocalDiskStorage(mediaDir),
    mediaDir,
    call,
    async callError(subject, data, ctx) {
      try {
        await call(subject, data, ctx);
      } catch (error) {
        if (error instanceof ServiceFailure) return error.error;
        throw error;
      }
      throw new Error(`${subject} was expected to fail but succeeded`);
    },
    async close() {
      await client.close().catch(() => undefined);
      await running.close();
      await db.drop();
      await nats.dispose();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
