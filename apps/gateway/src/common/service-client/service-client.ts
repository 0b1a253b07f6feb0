import { Inject, Injectable } from '@nestjs/common';
import { NatsRpcClient } from '@resellpk/backend-messaging';
import type { RequestContext } from '@resellpk/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';

/**
 * Base of the typed per-service clients: one request path with the gateway's timeout, so every
 * call to every service is bounded the same way. Failures arrive as ServiceFailure.
 */
@Injectable()
export abstract class ServiceClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.timeoutMs = config.SERVICE_TIMEOUT_MS;
  }

  protected call<TRes, TReq>(subject: string, ctx: RequestContext, data: TReq): Promise<TRes> {
    return this.rpc.request<TRes, TReq>(subject, ctx, data, { timeoutMs: this.timeoutMs });
  }
}
