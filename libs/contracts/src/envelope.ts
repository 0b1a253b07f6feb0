import type { PlanCode, Role } from './roles';
import type { ServiceError } from './errors';

/**
 * Who is asking. The gateway fills it from the verified access token; services trust it
 * because only the gateway (and other services) can publish on the internal NATS.
 */
export interface RequestContext {
  userId?: string;
  role?: Role;
  /** plan from the access token: decides price visibility (catalog) — never sent by the browser */
  plan?: PlanCode;
  correlationId: string;
}

/** Body of every NATS request-reply command or query. */
export interface ServiceRequest<T = unknown> {
  ctx: RequestContext;
  data: T;
  /**
   * The caller's W3C trace context (`traceparent`, `tracestate`) when it traces: in the JSON body
   * rather than a NATS header block, which cost each request more to build and to parse.
   */
  trace?: Record<string, string>;
}

/** Reply of every command or query: typed success or typed error, never a thrown transport error. */
export type ServiceReply<T = unknown> = { ok: true; data: T } | { ok: false; error: ServiceError };

/** JetStream event envelope. `id` doubles as Nats-Msg-Id and the inbox key. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  correlationId: string;
  data: T;
}

/** Default request-reply timeout; callers may pass a shorter one, never none. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
