import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { databaseUrl } from '@resellpk/backend-config';
import { checkNats, checkPostgres, checkRedis, runHealthChecks, type CheckResult, type HealthReport } from '@resellpk/backend-health';
import { trackDataSourcePool } from '@resellpk/backend-observability';
import { createDataSource } from '@resellpk/backend-persistence';
import type Redis from 'ioredis';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../common/redis/redis.module';
import { NATS_CONNECTION } from '../common/bus/bus.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';

/** Probes what the gateway depends on. PostgreSQL is reached through a tiny pool of its own. */
@Injectable()
export class HealthChecks implements OnApplicationShutdown {
  private readonly logger = new Logger('HealthChecks');
  private readonly dataSource: DataSource;
  private connecting?: Promise<unknown>;
  /** its pool in db_pool_connections (the gateway's only PostgreSQL pool) */
  private readonly untrackPool: () => void;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {
    this.dataSource = createDataSource({ url: databaseUrl(config.HEALTH_DB_NAME, config), entities: [], migrations: [], poolSize: 2 });
    this.untrackPool = trackDataSourcePool(this.dataSource);
  }

  report(): Promise<HealthReport> {
    return runHealthChecks({
      postgres: () => this.checkPostgres(),
      redis: () => checkRedis(this.redis),
      nats: () => checkNats(this.nc),
    });
  }

  /** Connects on first use and again after a failed boot, so a late PostgreSQL turns healthy. */
  private async checkPostgres(): Promise<CheckResult> {
    if (!this.dataSource.isInitialized) {
      this.connecting ??= this.dataSource.initialize().finally(() => (this.connecting = undefined));
      await this.connecting.catch((err: Error) => this.logger.warn(`PostgreSQL not reachable: ${err.message}`));
    }
    return checkPostgres(this.dataSource);
  }

  async onApplicationShutdown(): Promise<void> {
    this.untrackPool();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
