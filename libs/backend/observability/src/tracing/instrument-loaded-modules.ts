import type { Instrumentation, InstrumentationModuleDefinition } from '@opentelemetry/instrumentation';

/**
 * Patches modules that are already loaded, by name (`{ http: require('node:http'), pg: require('pg') }`).
 * For jest: it loads modules through its own registry, where the require hooks that
 * registerInstrumentations sets never fire. An app needs none of this (its tracing.ts runs first).
 * Returns the undo.
 */
export function instrumentLoadedModules(instrumentations: Instrumentation[], modules: Record<string, unknown>): () => void {
  const undo: Array<() => void> = [];
  for (const instrumentation of instrumentations) {
    const definitions = (instrumentation as { getModuleDefinitions?: () => InstrumentationModuleDefinition[] }).getModuleDefinitions?.() ?? [];
    for (const definition of definitions) {
      const exports = modules[definition.name];
      if (!exports || !definition.patch) continue;
      definition.moduleExports = definition.patch(exports);
      undo.push(() => definition.unpatch?.(exports));
    }
  }
  return () => undo.reverse().forEach((step) => step());
}
