import { randomUUID } from 'node:crypto';
import { connectNats, NatsRpcClient } from '@resellpk/backend-messaging';
import type { TestNatsServer } from '@resellpk/backend-testing';
import { inboxPrefixOf, type BusApp, type RequestContext, type ServiceError } from '@resellpk/contracts';
import { failureOf } from './service-harness';

/** Calls subjects as another app does, with that app's bus permissions (a service stand-in in tests). */
export interface BusCaller {
  call<T>(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<T>;
  /** The typed error of a call that must fail (INTERNAL when NATS refuses the app the subject). */
  callError(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<ServiceError>;
  close(): Promise<void>;
}

export async function connectBusCaller(nats: TestNatsServer, app: BusApp, timeoutMs = 15_000): Promise<BusCaller> {
  const inboxPrefix = inboxPrefixOf(app);
  const nc = await connectNats(nats.url, `${app}-stand-in-${randomUUID().slice(0, 8)}`, { ...nats.credentials(app), inboxPrefix });
  const rpc = new NatsRpcClient(nc, inboxPrefix);
  const call = <T>(subject: string, data: unknown, ctx: Partial<RequestContext> = {}) =>
    rpc.request<T>(subject, { correlationId: `test-${randomUUID()}`, ...ctx }, data, { timeoutMs });
  return {
    call,
    callError: (subject, data, ctx) => failureOf(subject, () => call(subject, data, ctx)),
    close: () => nc.close().catch(() => undefined),
  };
}
