import { DEFAULT_REQUEST_TIMEOUT_MS, type BusApp, type CallableBy, type RequestContext, type RequestOf, type ResponseOf, type Subject } from '@resellpk/contracts';
import type { NatsRpcClient, RequestOptions } from './nats-rpc-client';

/**
 * The typed way an app calls a command: the subject decides the request and response types, and
 * only subjects whose callers list `App` compile (NATS would refuse the others at run time).
 * Failures arrive as ServiceFailure; every call has a timeout.
 */
export class BusClient<App extends BusApp> {
  constructor(
    readonly app: App,
    private readonly rpc: NatsRpcClient,
    private readonly defaultTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  call<S extends CallableBy<App> & Subject>(subject: S, ctx: RequestContext, data: RequestOf<S>, opts: RequestOptions = {}): Promise<ResponseOf<S>> {
    return this.rpc.request<ResponseOf<S>, RequestOf<S>>(subject, ctx, data, { timeoutMs: opts.timeoutMs ?? this.defaultTimeoutMs });
  }
}
