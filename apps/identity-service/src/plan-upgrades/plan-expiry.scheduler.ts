import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DATA_SOURCE, OUTBOX_RELAY, type OutboxRelay } from '@resellpk/backend-messaging';
import { Queue, Worker } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { expirePlans } from './plan-expiry';

export const PLAN_EXPIRY_QUEUE = 'identity-plan-expiry';
export const PLAN_EXPIRY_SCHEDULER_ID = 'expire-plans';
export const PLAN_EXPIRY_EVERY_MS = 10 * 60 * 1000;

// the shared helper; re-exported for the identity specs that import it from here
export { redisConnection };

/**
 * A repeatable BullMQ job (every 10 minutes, queue `identity-plan-expiry`) runs `expirePlans`.
 * Replicas share the queue: the scheduler is an upsert and only one worker takes each run.
 */
@Injectable()
export class PlanExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PlanExpiryScheduler');
  queue?: Queue;
  private worker?: Worker;

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay | undefined,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.PLAN_EXPIRY_JOB) return;
    const connection = redisConnection(this.config.REDIS_URL);
    const prefix = this.config.QUEUE_PREFIX;
    this.queue = new Queue(PLAN_EXPIRY_QUEUE, { connection, prefix });
    await this.queue.upsertJobScheduler(
      PLAN_EXPIRY_SCHEDULER_ID,
      { every: PLAN_EXPIRY_EVERY_MS },
      { name: 'expire-plans', opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
    this.worker = new Worker(
      PLAN_EXPIRY_QUEUE,
      async () => {
        const expired = await expirePlans(this.db);
        if (expired.length) {
          this.logger.log(`returned ${expired.length} expired plan(s) to free`);
          void this.relay?.flush();
        }
        return { expired: expired.length };
      },
      { connection, prefix, concurrency: 1 },
    );
    this.worker.on('error', (err) => this.logger.warn(`plan expiry worker: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
    // test runs use a private prefix; leave nothing behind in the shared Redis
    if (this.config.NODE_ENV === 'test') await this.queue?.obliterate({ force: true }).catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
