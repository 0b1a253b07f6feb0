import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NatsConnection } from 'nats';
import { LocalDiskStorage } from '@resellpk/backend-media';
import { connectNats, ensureStream } from '@resellpk/backend-messaging';
import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { SERVICES, streamSubjectsOf, type RequestContext } from '@resellpk/contracts';
import { catalogService } from '../service';

/** catalog-service in-process on a private nats-server, a throw-away database and media dir, called over NATS. */
export interface CatalogHarness extends ServiceHarness {
  storage: LocalDiskStorage;
  mediaDir: string;
}

export const ADMIN: Partial<RequestContext> = { userId: '00000000-0000-4000-8000-000000000001', role: 'admin', plan: 'free' };
export const resellerCtx = (plan: 'free' | 'premium' = 'free', userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'reseller', plan });

export async function startCatalogHarness(): Promise<CatalogHarness> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'rpk-media-'));
  const base = await startServiceHarness(catalogService, { dbPrefix: 'catalog_test', env: { MEDIA_DIR: mediaDir, SEED_DEMO: '0' } }).catch((error) => {
    rmSync(mediaDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...base,
    storage: new LocalDiskStorage(mediaDir),
    mediaDir,
    async close() {
      await base.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands in for the publishers catalog consumes (identity: roles; orders: cancellations): creates
 * their streams, as their relays would, and waits until every catalog consumer pulls. Returns a
 * connection that may publish their events (publishTestEvent).
 */
export async function openPublisherStreams(h: CatalogHarness): Promise<NatsConnection> {
  const nc = await connectNats(h.nats.url, 'publishers-stand-in', h.nats.superuser);
  await ensureStream(nc, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
  await ensureStream(nc, { name: SERVICES.orders.stream, subjects: streamSubjectsOf('orders') });
  await h.service.consumersReady;
  return nc;
}
