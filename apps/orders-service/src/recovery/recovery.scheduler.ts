import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepeatingJob } from '@resellpk/backend-service';
import { ORDERS_CONFIG, ordersEnvSchema, type OrdersConfig } from '../config/orders-config';
import { SagaRecovery } from './saga-recovery';

export const SAGA_RECOVERY_QUEUE = 'orders-saga-recovery';
export const SAGA_RECOVERY_SCHEDULER_ID = 'recover-stale-checkouts';

/**
 * A repeatable BullMQ job (queue `orders-saga-recovery`, every ORDERS_RECOVERY_EVERY_MS) runs the
 * saga recovery; one run is added at boot, so sagas a crash left behind are undone as soon as a
 * fresh instance is up. The claim in the database keeps two runs from undoing the same saga.
 */
@Injectable()
export class RecoveryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RecoveryScheduler');
  private job?: RepeatingJob;

  constructor(
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly recovery: SagaRecovery,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.ORDERS_RECOVERY_JOB) return;
    this.job = new RepeatingJob({
      job: 'saga-recovery',
      queue: SAGA_RECOVERY_QUEUE,
      schedulerId: SAGA_RECOVERY_SCHEDULER_ID,
      everyMs: this.config.ORDERS_RECOVERY_EVERY_MS,
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.QUEUE_PREFIX,
      // test runs use a private prefix: leave nothing behind in the shared Redis (never the stack's own queue)
      obliterateOnStop: this.config.NODE_ENV === 'test' && this.config.QUEUE_PREFIX !== ordersEnvSchema.shape.QUEUE_PREFIX.parse(undefined),
      logger: this.logger,
      run: () => this.recovery.recoverStale(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job?.stop();
  }
}
