import { Injectable } from '@nestjs/common';
import { OrdersSubjects, type OrderCounts, type RequestContext } from '@resellpk/contracts';
import { ServiceClient } from './service-client';

/** Typed calls to orders-service over NATS request-reply. */
@Injectable()
export class OrdersClient extends ServiceClient {
  countByStatus(ctx: RequestContext) {
    return this.call<OrderCounts, Record<string, never>>(OrdersSubjects.countByStatus, ctx, {});
  }
}
