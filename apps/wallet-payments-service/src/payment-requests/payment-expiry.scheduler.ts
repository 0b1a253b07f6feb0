import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { WALLET_PAYMENTS_CONFIG, walletPaymentsEnvSchema, type WalletPaymentsConfig } from '../config/wallet-payments-config';
import { PaymentDecisionsService } from './payment-decisions.service';

export const PAYMENT_EXPIRY_QUEUE = 'wallet-payments-expiry';
export const PAYMENT_EXPIRY_SCHEDULER_ID = 'expire-payment-requests';

/**
 * A repeatable BullMQ job (queue `wallet-payments-expiry`, every PAYMENT_EXPIRY_EVERY_MS) runs the
 * expiry sweep. The schedule lives in Redis and is an upsert, so it survives restarts and replicas
 * share it (one worker takes each run); the sweep itself reads the clock, so what fell due while
 * no worker ran is rejected by the next run. A sweep at boot closes that gap at once.
 */
@Injectable()
export class PaymentExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentExpiryScheduler');
  queue?: Queue;
  private worker?: Worker;

  constructor(
    @Inject(WALLET_PAYMENTS_CONFIG) private readonly config: WalletPaymentsConfig,
    private readonly decisions: PaymentDecisionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.PAYMENT_EXPIRY_JOB) return;
    const connection = redisConnection(this.config.REDIS_URL);
    const prefix = this.config.QUEUE_PREFIX;
    this.queue = new Queue(PAYMENT_EXPIRY_QUEUE, { connection, prefix });
    await this.queue.upsertJobScheduler(
      PAYMENT_EXPIRY_SCHEDULER_ID,
      { every: this.config.PAYMENT_EXPIRY_EVERY_MS },
      { name: 'expire-payment-requests', opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
    this.worker = new Worker(
      PAYMENT_EXPIRY_QUEUE,
      async () => {
        const expired = await this.decisions.expireDue();
        if (expired) this.logger.log(`auto-cancelled ${expired} payment request(s) past their hour`);
        return { expired };
      },
      { connection, prefix, concurrency: 1 },
    );
    this.worker.on('error', (err) => this.logger.warn(`payment expiry worker: ${err.message}`));
    await this.queue.add('expire-payment-requests', {}, { removeOnComplete: 100, removeOnFail: 100 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
    // test runs use a private prefix: leave nothing behind in the shared Redis (never the stack's own queue)
    if (this.config.NODE_ENV === 'test' && this.config.QUEUE_PREFIX !== walletPaymentsEnvSchema.shape.QUEUE_PREFIX.parse(undefined)) {
      await this.queue?.obliterate({ force: true }).catch(() => undefined);
    }
    await this.queue?.close().catch(() => undefined);
  }
}
