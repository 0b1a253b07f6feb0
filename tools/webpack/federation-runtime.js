// The federation runtime once per page. The remotes' entries do not carry it (web.config.js,
// externalRuntime): they take it from this global. The shell sets it by loading this module as a
// runtime plugin (the same ESM copy its own runtime uses, so nothing is bundled twice); a remote's
// standalone page, with no shell, loads it as federation-runtime.js before its main.js.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

/** As a runtime plugin it has nothing left to do: importing it set the global. */
export default function provideFederationRuntime() {
  return { name: 'provide-federation-runtime' };
}
