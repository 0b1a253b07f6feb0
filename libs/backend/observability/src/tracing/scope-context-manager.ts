import { ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
// the store module alone: the tracing entry must load nothing that pg and ioredis's instrumentation precedes
import { correlationStore } from '@resellpk/backend-logging/request-scope';

/**
 * The OpenTelemetry context manager over the logging's request store (`correlationStore`): the
 * active context is the store's `trace`, `with` runs a new scope holding the same correlation id.
 * The SDK's AsyncLocalStorageContextManager keeps its context in an AsyncLocalStorage of its own,
 * and Node 20 copies every enabled store onto every promise and async resource: with tracing on,
 * each request paid for a second store on every await, sampled or not (issue 36: `/me` measurably
 * slower even at a 0 % sample; bench/README.md, *The cost of observability*). One store: the
 * correlation id and the trace context travel together.
 *
 * Extends the SDK's manager for its `bind` (functions and EventEmitters, which the
 * instrumentations use), built on `with` and `active`; its own AsyncLocalStorage is never run,
 * and a store never run or entered costs nothing (Node enables its hooks on first use).
 */
export class ScopeContextManager extends AsyncLocalStorageContextManager {
  override active(): Context {
    return correlationStore.getStore()?.trace ?? ROOT_CONTEXT;
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    const cb = thisArg == null ? fn : fn.bind(thisArg);
    return correlationStore.run({ correlationId: correlationStore.getStore()?.correlationId, trace: ctx }, cb, ...args);
  }

  /** (experimental in the SDK, not in API 1.9) the trace context entered for the rest of this chain; the token restores the scope before it */
  override attach(ctx: Context): { dispose(): void } {
    const previous = correlationStore.getStore();
    correlationStore.enterWith({ correlationId: previous?.correlationId, trace: ctx });
    let disposed = false;
    return {
      dispose() {
        if (disposed) return;
        disposed = true;
        // enterWith(undefined) empties the scope, as before the attach
        correlationStore.enterWith(previous as never);
      },
    };
  }

  override enable(): this {
    return this;
  }

  /** The store is the logging's as well: it stays; tracing off reads no context from it any more (the API's no-op manager). */
  override disable(): this {
    return this;
  }
}
