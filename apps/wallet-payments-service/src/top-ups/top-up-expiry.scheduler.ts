import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepeatingJob } from '@resellpk/backend-service';
import { WALLET_PAYMENTS_CONFIG, walletPaymentsEnvSchema, type WalletPaymentsConfig } from '../config/wallet-payments-config';
import { TopUpDecisionsService } from './top-up-decisions.service';

export const PAYMENT_EXPIRY_QUEUE = 'wallet-payments-expiry';
export const PAYMENT_EXPIRY_SCHEDULER_ID = 'expire-payment-requests';

/**
 * A repeatable BullMQ job (queue `wallet-payments-expiry`, every PAYMENT_EXPIRY_EVERY_MS) runs the
 * expiry sweep. The schedule lives in Redis and is an upsert, so it survives restarts and replicas
 * share it (one worker takes each run); the sweep itself reads the clock, so what fell due while
 * no worker ran is rejected by the next run. A sweep at boot closes that gap at once.
 */
@Injectable()
export class TopUpExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TopUpExpiryScheduler');
  private job?: RepeatingJob;

  constructor(
    @Inject(WALLET_PAYMENTS_CONFIG) private readonly config: WalletPaymentsConfig,
    private readonly decisions: TopUpDecisionsService,
  ) {}

  /** Registering the schedule waits for Redis; the service answers commands meanwhile. */
  onApplicationBootstrap(): void {
    if (!this.config.PAYMENT_EXPIRY_JOB) return;
    this.job = new RepeatingJob({
      job: 'payment-expiry',
      queue: PAYMENT_EXPIRY_QUEUE,
      schedulerId: PAYMENT_EXPIRY_SCHEDULER_ID,
      everyMs: this.config.PAYMENT_EXPIRY_EVERY_MS,
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.QUEUE_PREFIX,
      // test runs use a private prefix: leave nothing behind in the shared Redis (never the stack's own queue)
      obliterateOnStop:
        this.config.NODE_ENV === 'test' && this.config.QUEUE_PREFIX !== walletPaymentsEnvSchema.shape.QUEUE_PREFIX.parse(undefined),
      logger: this.logger,
      run: async () => {
        const expired = await this.decisions.expireDue();
        if (expired) this.logger.log(`auto-cancelled ${expired} payment request(s) past their hour`);
        return { expired };
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job?.stop();
  }
}
