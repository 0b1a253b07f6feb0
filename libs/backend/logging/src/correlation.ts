import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { activeTraceId } from './active-trace';

interface CorrelationState {
  correlationId: string;
}

/** Carries the correlation id of the current request through every await, without passing it. */
export const correlationStore = new AsyncLocalStorage<CorrelationState>();

export function getCorrelationId(): string | undefined {
  return correlationStore.getStore()?.correlationId;
}

/** A new id: the trace id when the request is traced, so logs, replies and the trace share one id. */
function freshId(): string {
  return activeTraceId() ?? randomUUID();
}

export function runWithCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return correlationStore.run({ correlationId: correlationId || freshId() }, fn);
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts a caller-supplied id only when it is short and printable; otherwise makes a new one. */
export function normalizeCorrelationId(candidate: unknown): string {
  const value = Array.isArray(candidate) ? candidate[0] : candidate;
  return typeof value === 'string' && SAFE_ID.test(value) ? value : freshId();
}
