import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { connectNats, NatsRpcClient } from '@resellpk/backend-messaging';
import type { NatsConnection } from 'nats';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { CatalogClient } from './catalog.client';
import { IdentityClient } from './identity.client';
import { OrdersClient } from './orders.client';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/** One NATS connection per gateway process; every service client multiplexes over it. */
@Global()
@Module({})
export class NatsModule implements OnApplicationShutdown {
  private readonly logger = new Logger('NatsModule');

  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  static forRoot(): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          inject: [GATEWAY_CONFIG],
          useFactory: (config: GatewayConfig) => connectNats(config.NATS_URL, 'gateway'),
        },
        { provide: NatsRpcClient, inject: [NATS_CONNECTION], useFactory: (nc: NatsConnection) => new NatsRpcClient(nc) },
        IdentityClient,
        CatalogClient,
        OrdersClient,
      ],
      exports: [NATS_CONNECTION, NatsRpcClient, IdentityClient, CatalogClient, OrdersClient],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    // drain lets in-flight replies arrive before the connection closes
    await this.nc.drain().catch((err: Error) => this.logger.warn(`NATS drain failed: ${err.message}`));
  }
}
