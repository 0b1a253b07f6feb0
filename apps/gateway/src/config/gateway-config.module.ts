import { Global, Module, type DynamicModule } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway-config';

/** The validated configuration, injectable everywhere as GATEWAY_CONFIG. */
@Global()
@Module({})
export class GatewayConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return { module: GatewayConfigModule, providers: [{ provide: GATEWAY_CONFIG, useValue: config }], exports: [GATEWAY_CONFIG] };
  }
}
