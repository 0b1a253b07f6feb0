import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { connectNats, NatsRpcClient } from '@resellpk/backend-messaging';
import { inboxPrefixOf } from '@resellpk/contracts';
import type { NatsConnection } from 'nats';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { GatewayBus } from './gateway-bus';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/** One NATS connection per gateway process, as the `gateway` bus user; every call multiplexes over it. */
@Global()
@Module({})
export class BusModule implements OnApplicationShutdown {
  private readonly logger = new Logger('BusModule');

  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  static forRoot(): DynamicModule {
    return {
      module: BusModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          inject: [GATEWAY_CONFIG],
          useFactory: (config: GatewayConfig) =>
            connectNats(config.NATS_URL, 'gateway', { user: config.NATS_USER, password: config.NATS_PASSWORD, inboxPrefix: inboxPrefixOf('gateway') }),
        },
        {
          provide: GatewayBus,
          inject: [NATS_CONNECTION, GATEWAY_CONFIG],
          useFactory: (nc: NatsConnection, config: GatewayConfig) => new GatewayBus('gateway', new NatsRpcClient(nc, inboxPrefixOf('gateway')), config.SERVICE_TIMEOUT_MS),
        },
      ],
      exports: [NATS_CONNECTION, GatewayBus],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    // drain lets in-flight replies arrive before the connection closes
    await this.nc.drain().catch((err: Error) => this.logger.warn(`NATS drain failed: ${err.message}`));
  }
}
