import { metricsRegistry } from './define-metric';
import { startProcessMetrics } from './process-metrics';

describe('startProcessMetrics', () => {
  it("puts Node's own metrics (event-loop lag, GC, memory, CPU) in the registry, once however often it is called", async () => {
    startProcessMetrics();
    expect(() => startProcessMetrics()).not.toThrow();
    const names = (await metricsRegistry.getMetricsAsJSON()).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining([
      'process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_gc_duration_seconds', 'nodejs_heap_size_used_bytes',
    ]));
  });
});
