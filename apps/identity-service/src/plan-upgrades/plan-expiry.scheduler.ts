import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type OutboxRelay } from '@resellpk/backend-messaging';
import { DATA_SOURCE, OUTBOX_RELAY, RepeatingJob } from '@resellpk/backend-service';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, identityEnvSchema, type IdentityConfig } from '../config/identity-config';
import { expirePlans } from './plan-expiry';
import { remindPlansEnding } from './plan-reminders';
import { PlanUpgradesService } from './plan-upgrades.service';

export const PLAN_EXPIRY_QUEUE = 'identity-plan-expiry';
export const PLAN_EXPIRY_SCHEDULER_ID = 'expire-plans';
export const PLAN_EXPIRY_EVERY_MS = 10 * 60 * 1000;

/**
 * The shared repeatable BullMQ job (every 10 minutes, queue `identity-plan-expiry`, plus one run at
 * boot) runs `expirePlans`, then `remindPlansEnding` and the rejected Premium requests' pay-back check. Replicas share the queue: the scheduler is an upsert and only one worker
 * takes each run; the conditional updates in `expirePlans` make a second run a no-op anyway.
 */
@Injectable()
export class PlanExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PlanExpiryScheduler');
  private job?: RepeatingJob;

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay | undefined,
    private readonly upgrades: PlanUpgradesService,
  ) {}

  get queue(): Queue | undefined {
    return this.job?.queue;
  }

  /** Registering the schedule waits for Redis; the service answers commands meanwhile. */
  onApplicationBootstrap(): void {
    if (!this.config.PLAN_EXPIRY_JOB) return;
    this.job = new RepeatingJob({
      job: 'plan-expiry',
      queue: PLAN_EXPIRY_QUEUE,
      schedulerId: PLAN_EXPIRY_SCHEDULER_ID,
      everyMs: PLAN_EXPIRY_EVERY_MS,
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.QUEUE_PREFIX,
      // test runs use a private prefix: leave nothing behind in the shared Redis (never the stack's own queue)
      obliterateOnStop: this.config.NODE_ENV === 'test' && this.config.QUEUE_PREFIX !== identityEnvSchema.shape.QUEUE_PREFIX.parse(undefined),
      logger: this.logger,
      run: async () => {
        const expired = await expirePlans(this.db);
        if (expired.length) this.logger.log(`returned ${expired.length} expired plan(s) to free`);
        const reminded = await remindPlansEnding(this.db);
        if (reminded.length) this.logger.log(`reminded ${reminded.length} plan holder(s) of their plan's end`);
        if (expired.length || reminded.length) void this.relay?.flush();
        const settled = await this.upgrades.settleRejected();
        return { expired: expired.length, reminded: reminded.length, settled };
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job?.stop();
  }
}
