import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { watchMoneyDesk } from './money-desk.metrics';

/** Puts this instance's database into the money-desk gauges (read at scrape time) while it runs. */
@Injectable()
export class MoneyDeskGauges implements OnModuleInit, OnModuleDestroy {
  private unwatch?: () => void;

  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  onModuleInit(): void {
    this.unwatch = watchMoneyDesk(this.db);
  }

  onModuleDestroy(): void {
    this.unwatch?.();
  }
}
