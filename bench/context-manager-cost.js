#!/usr/bin/env node
// The context manager's cost per request in isolation (issue 36, bench/README.md "One
// AsyncLocalStorage"): one "request" = the logging's correlation store entered, one context.with,
// 40 awaits. `node bench/context-manager-cost.js off|sdk|scope`: no manager (tracing off), the
// SDK's AsyncLocalStorageContextManager (a second store), or a manager over the correlation store
// (active/with as libs/backend/observability/src/tracing/scope-context-manager.ts: plain JS here,
// so the script runs without a build). Prints µs per request for 3 runs after a warm-up; alternate
// the modes and compare the best runs.
const { AsyncLocalStorage } = require('node:async_hooks');
const api = require('@opentelemetry/api');
const { AsyncLocalStorageContextManager } = require('@opentelemetry/context-async-hooks');

const store = new AsyncLocalStorage();
class StoreContextManager extends AsyncLocalStorageContextManager {
  active() {
    return store.getStore()?.trace ?? api.ROOT_CONTEXT;
  }
  with(ctx, fn, thisArg, ...args) {
    const cb = thisArg == null ? fn : fn.bind(thisArg);
    return store.run({ correlationId: store.getStore()?.correlationId, trace: ctx }, cb, ...args);
  }
}

const mode = process.argv[2] || 'scope';
if (!['off', 'sdk', 'scope'].includes(mode)) throw new Error('mode: off, sdk or scope');
if (mode !== 'off') api.context.setGlobalContextManager(mode === 'sdk' ? new AsyncLocalStorageContextManager().enable() : new StoreContextManager());
const KEY = api.createContextKey('bench');
const AWAITS = 40;
const REQUESTS = 20000;

async function handler() {
  for (let i = 0; i < AWAITS; i++) await null;
}
const request = (i) =>
  api.context.with(api.ROOT_CONTEXT.setValue(KEY, i), () => store.run({ correlationId: 'c', trace: store.getStore()?.trace }, handler));

(async () => {
  for (let run = 0; run < 4; run++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < REQUESTS; i++) await request(i);
    if (run > 0) console.log(`${mode} ${(Number(process.hrtime.bigint() - started) / REQUESTS / 1000).toFixed(2)} µs/request`);
  }
})();
