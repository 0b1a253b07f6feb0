import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface CorrelationState {
  correlationId: string;
}

/** Carries the correlation id of the current request through every await, without passing it. */
export const correlationStore = new AsyncLocalStorage<CorrelationState>();

export function getCorrelationId(): string | undefined {
  return correlationStore.getStore()?.correlationId;
}

export function runWithCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return correlationStore.run({ correlationId: correlationId || randomUUID() }, fn);
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts a caller-supplied id only when it is short and printable; otherwise makes a new one. */
export function normalizeCorrelationId(candidate: unknown): string {
  const value = Array.isArray(candidate) ? candidate[0] : candidate;
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
