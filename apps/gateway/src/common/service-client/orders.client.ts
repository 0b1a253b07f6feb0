import { Inject, Injectable } from '@nestjs/common';
import { NatsRpcClient } from '@resellpk/backend-messaging';
import { OrdersSubjects, type OrderCounts, type RequestContext } from '@resellpk/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';

/** Typed calls to orders-service over NATS request-reply. */
@Injectable()
export class OrdersClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.timeoutMs = config.SERVICE_TIMEOUT_MS;
  }

  countByStatus(ctx: RequestContext) {
    return this.rpc.request<OrderCounts, Record<string, never>>(OrdersSubjects.countByStatus, ctx, {}, { timeoutMs: this.timeoutMs });
  }
}
