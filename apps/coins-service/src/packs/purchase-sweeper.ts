import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@resellpk/backend-service';
import type { CoinsConfig } from '../config/coins-config';
import { PacksService } from './packs.service';

/**
 * Settles abandoned pack purchases every COIN_PURCHASE_SWEEP_MS. A plain timer is enough: every
 * replica may sweep the same purchase at once, because the wallet debit is idempotent by the
 * purchase's key and the coin credit checks the purchase under lock.
 */
@Injectable()
export class PurchaseSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(PurchaseSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: CoinsConfig,
    private readonly packs: PacksService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.COIN_PURCHASE_SWEEP_MS;
    if (!every) return;
    this.timer = setInterval(() => {
      if (this.running) return; // the previous sweep is still talking to the wallet
      this.running = this.packs
        .settleStalePurchases()
        .then((r) => r.completed + r.failed > 0 && this.log.log(`settled abandoned coin purchases: ${JSON.stringify(r)}`))
        .catch((error: Error) => this.log.warn(`coin purchase sweep failed: ${error.message}`))
        .finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
