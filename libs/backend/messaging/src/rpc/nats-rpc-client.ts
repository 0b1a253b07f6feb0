import { createInbox, JSONCodec, type Msg, type NatsConnection, type NatsError, type Subscription } from 'nats';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { busClientRequestDuration, busClientRequests, endSpan, isLiveSpan, startBusSpan, traceCarrier, type ClientOutcome, type TraceCarrier } from '@resellpk/backend-observability';
import { DEFAULT_REQUEST_TIMEOUT_MS, type RequestContext, type ServiceReply } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { ServiceFailure } from './service-failure';
import { INTERNAL_ERROR_MESSAGE } from './handle';

/** What Nest's NATS transport (ServerNats + NatsRecordSerializer) sends back. */
interface NestResponsePacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  status?: string;
  isDisposed?: boolean;
}

export interface RequestOptions {
  timeoutMs?: number;
}

interface Pending {
  subject: string;
  resolve(raw: Uint8Array): void;
  reject(failure: ServiceFailure): void;
  timer: NodeJS.Timeout;
}

const codec = JSONCodec<unknown>();

/**
 * Request-reply client speaking the wire format of @nestjs/microservices' NATS transport with the
 * raw `nats` client: the payload is `{pattern, data, id}` and the reply `{id, response | err,
 * isDisposed}`. Every call has a timeout.
 *
 * Replies arrive on one wildcard inbox subscription (`<inbox>.<n>`) that this client owns, with
 * one timer per call. nats.js's own `request()` does the same but also builds a NatsError (with
 * its stack trace) for every request that succeeds, to "cancel" an already settled promise: work for
 * nothing on every call, a share of the gateway's CPU under load worth saving (bench/README.md,
 * "Gateway on Fastify").
 */
export class NatsRpcClient {
  private readonly pending = new Map<string, Pending>();
  private inbox = '';
  private sub?: Subscription;
  private seq = 0;

  /** `inboxPrefix`: the app's own reply prefix (`_INBOX_<app>`), the only inbox NATS lets it read */
  constructor(
    private readonly nc: NatsConnection,
    private readonly inboxPrefix?: string,
  ) {
    void this.watchPermissions();
  }

  /**
   * NATS refuses a publish this app has no permission for (a subject the registry does not let it
   * call) with an asynchronous error: fail those calls at once rather than after their timeout.
   */
  private async watchPermissions(): Promise<void> {
    try {
      for await (const status of this.nc.status()) {
        const denied = (status as { permissionContext?: { operation: string; subject: string } }).permissionContext;
        if (denied?.operation !== 'publish') continue;
        for (const [token, call] of this.pending) {
          if (call.subject !== denied.subject) continue;
          clearTimeout(call.timer);
          this.pending.delete(token);
          call.reject(new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE));
        }
      }
    } catch {
      // the connection closed: nothing left to watch
    }
  }

  /**
   * Sends one request in a CLIENT span (its `traceparent` in the request's `trace`, so the service's
   * SERVER span is its child) and counts it in bus_client_requests_total / _duration_seconds.
   */
  request<TRes, TReq = unknown>(subject: string, ctx: RequestContext, data: TReq, opts: RequestOptions = {}): Promise<TRes> {
    const started = process.hrtime.bigint();
    const span = startBusSpan(subject, 'send', SpanKind.CLIENT, context.active());
    // the trace context goes in the request's JSON, and only when there is a trace to continue
    // (with tracing off nothing is built): a NATS header block cost more to build and to parse
    const carrier = isLiveSpan(span) ? traceCarrier(trace.setSpan(context.active(), span)) : undefined;
    const done = (outcome: ClientOutcome, error?: unknown) => {
      endSpan(span, error, outcome === 'ok' ? undefined : (error as ServiceFailure | undefined)?.error?.code ?? outcome);
      busClientRequests.inc({ subject, outcome });
      busClientRequestDuration.observe({ subject, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    return this.send(subject, ctx, data, opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, carrier)
      .then((raw) => unwrap<TRes>(raw))
      .then(
        (result) => {
          done('ok');
          return result;
        },
        (error: unknown) => {
          done(clientOutcomeOf(error), error);
          throw error;
        },
      );
  }

  private send(subject: string, ctx: RequestContext, data: unknown, timeoutMs: number, trace?: TraceCarrier): Promise<Uint8Array> {
    return new Promise<Uint8Array>((resolve, reject) => {
      const token = String(++this.seq);
      let payload: Uint8Array;
      try {
        payload = codec.encode({ pattern: subject, data: trace ? { ctx, data, trace } : { ctx, data }, id: token });
        this.nc.publish(subject, payload, { reply: this.replySubject(token) });
      } catch {
        // closed or draining connection, bad subject: the service cannot be reached now
        reject(new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(timedOut(new ServiceFailure('TIMEOUT', MSG.serviceUnavailable)));
      }, timeoutMs);
      this.pending.set(token, { subject, resolve, reject, timer });
    });
  }

  /** `<inbox>.<token>`; subscribes to `<inbox>.*` on first use (nats.js resubscribes after a reconnect). */
  private replySubject(token: string): string {
    if (!this.sub) {
      this.inbox = createInbox(this.inboxPrefix);
      this.sub = this.nc.subscribe(`${this.inbox}.*`, { callback: (err, msg) => this.onReply(err, msg) });
    }
    return `${this.inbox}.${token}`;
  }

  private onReply(err: NatsError | null, msg: Msg): void {
    if (err) {
      // the subscription itself failed (permissions, connection closed): nothing will answer
      for (const [token, call] of this.pending) {
        clearTimeout(call.timer);
        this.pending.delete(token);
        call.reject(new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable));
      }
      this.sub = undefined;
      return;
    }
    const token = msg.subject.slice(this.inbox.length + 1);
    const call = this.pending.get(token);
    if (!call) return; // timed out already
    this.pending.delete(token);
    clearTimeout(call.timer);
    // the server answers "503 No Responders" itself when nobody subscribes to the subject
    if (msg.data.length === 0 && msg.headers?.code === 503) call.reject(new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable));
    else call.resolve(msg.data);
  }
}

function unwrap<TRes>(raw: Uint8Array): TRes {
  const reply = decode(raw);
  if (reply.err !== undefined && reply.err !== null) {
    // A Nest-level error (no handler for the subject, or a handler that threw instead of
    // returning a ServiceReply): the caller cannot do anything with the details.
    throw new ServiceFailure(reply.status === 'error' ? 'UNAVAILABLE' : 'INTERNAL', reply.status === 'error' ? MSG.serviceUnavailable : INTERNAL_ERROR_MESSAGE);
  }
  const result = reply.response as ServiceReply<TRes> | undefined;
  if (!result || typeof result !== 'object' || typeof result.ok !== 'boolean') {
    throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  }
  if (!result.ok) throw answered(new ServiceFailure(result.error.code, result.error.message, result.error.field, result.error.errors));
  return result.data;
}

// A service may itself answer TIMEOUT or UNAVAILABLE (its own call failed): what counts for the
// metric is whether the answer came from the service or from this client.
const answeredErrors = new WeakSet<ServiceFailure>();
const clientTimeouts = new WeakSet<ServiceFailure>();
function answered(failure: ServiceFailure): ServiceFailure {
  answeredErrors.add(failure);
  return failure;
}
function timedOut(failure: ServiceFailure): ServiceFailure {
  clientTimeouts.add(failure);
  return failure;
}

/** `error`: the service answered a ServiceError (INTERNAL, its crash, is a `failure`); `timeout`: no answer in time; `failure`: anything else. */
function clientOutcomeOf(error: unknown): ClientOutcome {
  if (!(error instanceof ServiceFailure)) return 'failure';
  if (clientTimeouts.has(error)) return 'timeout';
  return answeredErrors.has(error) && error.error.code !== 'INTERNAL' ? 'error' : 'failure';
}

function decode(raw: Uint8Array): NestResponsePacket {
  if (!raw || raw.length === 0) throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  try {
    return codec.decode(raw) as NestResponsePacket;
  } catch {
    throw new ServiceFailure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  }
}
