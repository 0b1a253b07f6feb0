import type { Context } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { activeTraceId } from './active-trace';

/**
 * What one request carries through its awaits: the correlation id and, with tracing on, the
 * OpenTelemetry context. One AsyncLocalStorage for both (the tracing's context manager,
 * @resellpk/backend-observability's scope-context-manager.ts, keeps its context here instead of
 * in a store of its own): Node 20 copies every enabled store onto every promise and async
 * resource, so a second store cost every request something on every await whether its trace was
 * sampled or not (issue 36; bench/README.md, *Figures once quoted in code comments*).
 */
export interface RequestScope {
  correlationId?: string;
  /** the active OpenTelemetry context; absent: the root context */
  trace?: Context;
}

/** Carries the request's scope through every await, without passing it. */
export const correlationStore = new AsyncLocalStorage<RequestScope>();

export function getCorrelationId(): string | undefined {
  return correlationStore.getStore()?.correlationId;
}

/** A new id: the trace id when the request is traced, so logs, replies and the trace share one id. */
function freshId(): string {
  return activeTraceId() ?? randomUUID();
}

/** Runs `fn` with a correlation id (a new one when none is given), in the trace context it was called in. */
export function runWithCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return correlationStore.run({ correlationId: correlationId || freshId(), trace: correlationStore.getStore()?.trace }, fn);
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts a caller-supplied id only when it is short and printable; otherwise makes a new one. */
export function normalizeCorrelationId(candidate: unknown): string {
  const value = Array.isArray(candidate) ? candidate[0] : candidate;
  return typeof value === 'string' && SAFE_ID.test(value) ? value : freshId();
}
