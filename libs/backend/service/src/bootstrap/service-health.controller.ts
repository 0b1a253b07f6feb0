import { Controller, Inject, type Type } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import type { Subject } from '@resellpk/contracts';
import { checkNats, checkPostgres, runHealthChecks, type HealthReport } from '@resellpk/backend-health';
import { Handles } from '@resellpk/backend-messaging';
import { DATA_SOURCE, NATS_CONNECTION } from './tokens';

/** Dependency checks of a service: its database and its NATS connection. */
export function serviceHealth(dataSource: DataSource, nc: NatsConnection): Promise<HealthReport> {
  return runHealthChecks({ postgres: () => checkPostgres(dataSource), nats: () => checkNats(nc) });
}

/** Builds the controller answering `<service>.health` over NATS with `{status, checks}`. */
export function createServiceHealthController(subject: string): Type<unknown> {
  @Controller()
  class ServiceHealthController {
    constructor(
      @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
      @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    ) {}

    @Handles(subject as `${string}.health` & Subject)
    health() {
      return serviceHealth(this.dataSource, this.nc);
    }
  }
  return ServiceHealthController;
}
