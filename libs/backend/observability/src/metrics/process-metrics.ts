import cluster from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, type PrometheusContentType } from 'prom-client';
import { metricsRegistry } from './define-metric';

let processMetricsStarted = false;

/**
 * prom-client's Node metrics in `metricsRegistry`: CPU, memory, event-loop lag, GC, handles
 * (`process_cpu_seconds_total`, `process_resident_memory_bytes`, `nodejs_eventloop_lag_p99_seconds`,
 * `nodejs_gc_duration_seconds`, ...). Once per process: each app's start calls it, a second call
 * (tests booting several apps in one process) does nothing.
 */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

let answeringPrimary = false;

/**
 * In a cluster worker: answers the primary's requests for this worker's metrics (the primary
 * serves their sum, `clusterMetricsText`). Idempotent; does nothing outside a worker.
 */
export function answerClusterPrimary(): void {
  if (answeringPrimary || !cluster.isWorker) return;
  answeringPrimary = true;
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // the constructor adds the worker's message listener (prom-client adds it once)
  new AggregatorRegistry();
}

let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

/**
 * In a cluster primary: every live worker's metrics, aggregated (counters and histograms summed,
 * gauges summed unless prom-client says otherwise, e.g. event-loop lag averaged).
 */
export async function clusterMetricsText(): Promise<{ contentType: string; body: string }> {
  aggregator ??= new AggregatorRegistry();
  return { contentType: aggregator.contentType, body: await aggregator.clusterMetrics() };
}
